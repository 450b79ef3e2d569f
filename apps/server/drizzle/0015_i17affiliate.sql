CREATE TABLE "invitation_codes" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"visitor_key" text,
	"email" text,
	"display_email" text,
	"name" text,
	"invited_supplier_id" integer,
	"signup_ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"activated_order_id" integer,
	"held_since" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"reward_entry_id" integer,
	"reward_days" integer,
	"reward_contacts" integer,
	"reversed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text
);
--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_suppliers_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_supplier_id_suppliers_id_fk" FOREIGN KEY ("invited_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_activated_order_id_payment_orders_id_fk" FOREIGN KEY ("activated_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_reward_entry_id_service_ledger_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."service_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_codes_code_key" ON "invitation_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_invited_supplier_key" ON "invitations" USING btree ("invited_supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_visitor_key" ON "invitations" USING btree ("inviter_id","visitor_key") WHERE "invitations"."visitor_key" is not null;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "invitations_hold_idx" ON "invitations" USING btree ("held_since") WHERE "invitations"."state" = 'activated';--> statement-breakpoint
CREATE INDEX "invitations_review_idx" ON "invitations" USING btree ("activated_at") WHERE "invitations"."state" = 'review';