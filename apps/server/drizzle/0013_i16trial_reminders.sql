CREATE TABLE "service_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_reminders_once_idx" ON "service_reminders" USING btree ("supplier_id","period_ends_at","threshold_days");--> statement-breakpoint
CREATE INDEX "service_ledger_trial_ends_idx" ON "service_ledger" USING btree ("period_ends_at") WHERE "service_ledger"."plan" = 'trial' and "service_ledger"."days" > 0;