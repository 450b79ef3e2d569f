CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"event_key" text,
	"kind" text,
	"status" text,
	"outcome" text NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer,
	"package_id" integer NOT NULL,
	"package_names" jsonb NOT NULL,
	"days" integer NOT NULL,
	"buyer_contacts" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_code" text,
	"provider_transaction_id" text,
	"card_last4" text,
	"card_brand" text,
	"refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"reason" text NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"plan" text,
	"period_starts_at" timestamp with time zone,
	"period_ends_at" timestamp with time zone,
	"order_id" integer,
	"reverses_id" integer,
	"buyer_id" integer,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_ledger_period_with_days" CHECK (("service_ledger"."days" = 0) = ("service_ledger"."period_starts_at" is null) and ("service_ledger"."days" = 0) = ("service_ledger"."period_ends_at" is null) and ("service_ledger"."days" = 0) = ("service_ledger"."plan" is null))
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"days" integer NOT NULL,
	"buyer_contacts" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_packages_positive" CHECK ("service_packages"."days" > 0 and "service_packages"."buyer_contacts" >= 0 and "service_packages"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ledger" ADD CONSTRAINT "service_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ledger" ADD CONSTRAINT "service_ledger_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ledger" ADD CONSTRAINT "service_ledger_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ledger" ADD CONSTRAINT "service_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_merchant_tx_idx" ON "payment_orders" USING btree ("merchant_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("supplier_id","package_id") WHERE "payment_orders"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payment_orders_supplier_idx" ON "payment_orders" USING btree ("supplier_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_id_idx" ON "payment_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_ledger_supplier_idx" ON "service_ledger" USING btree ("supplier_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_ledger_periods_idx" ON "service_ledger" USING btree ("supplier_id","period_ends_at") WHERE "service_ledger"."days" <> 0;--> statement-breakpoint
-- Issue 16: the periods of supplier_services and the contacts of quota_ledger become rows of the one
-- ledger, history kept (reasons renamed: subscription → payment, invitation_reward → referral_reward,
-- adjustment → operator_grant). The old tables are dropped by the next migration.
INSERT INTO "service_ledger" ("supplier_id", "reason", "days", "contacts", "plan", "period_starts_at", "period_ends_at", "created_at")
SELECT "supplier_id",
       CASE WHEN "kind" = 'trial' THEN 'trial' ELSE 'payment' END,
       GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("ends_at" - "starts_at")) / 86400)::int),
       0,
       CASE WHEN "kind" = 'trial' THEN 'trial' ELSE 'subscription' END,
       "starts_at", "ends_at", "created_at"
FROM "supplier_services"
WHERE "ends_at" > "starts_at";
--> statement-breakpoint
INSERT INTO "service_ledger" ("supplier_id", "reason", "contacts", "buyer_id", "user_id", "created_at")
SELECT "supplier_id",
       CASE "reason" WHEN 'subscription' THEN 'payment' WHEN 'invitation_reward' THEN 'referral_reward'
                     WHEN 'adjustment' THEN 'operator_grant' ELSE "reason" END,
       "delta", "buyer_id", "user_id", "created_at"
FROM "quota_ledger"
ORDER BY "id";
