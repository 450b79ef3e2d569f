CREATE TABLE "credential_reminder_digests" (
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"credential_ids" integer[] NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credential_reminder_digests_supplier_id_day_pk" PRIMARY KEY("supplier_id","day")
);
--> statement-breakpoint
CREATE TABLE "credential_reminders" (
	"credential_id" integer NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "credential_reminders_credential_id_threshold_days_pk" PRIMARY KEY("credential_id","threshold_days")
);
--> statement-breakpoint
CREATE TABLE "credential_reward_terms" (
	"type" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"contacts" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_rewards" (
	"supplier_id" integer NOT NULL,
	"type" text NOT NULL,
	"credential_id" integer NOT NULL,
	"ledger_entry_id" integer,
	"days" integer NOT NULL,
	"contacts" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"taken_back_at" timestamp with time zone,
	CONSTRAINT "credential_rewards_supplier_id_type_pk" PRIMARY KEY("supplier_id","type")
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"issuer" text NOT NULL,
	"certificate_number" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"file_ids" text[] NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reject_reason" text,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"revoke_requested_by" integer,
	"revoke_requested_at" timestamp with time zone,
	"revoke_reason" text,
	"revoke_take_back" boolean,
	"revoked_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "credentials_expiry" CHECK ("credentials"."type" = 'business_licence' or "credentials"."expires_on" is not null)
);
--> statement-breakpoint
ALTER TABLE "credential_reminder_digests" ADD CONSTRAINT "credential_reminder_digests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_reminders" ADD CONSTRAINT "credential_reminders_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_rewards" ADD CONSTRAINT "credential_rewards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_rewards" ADD CONSTRAINT "credential_rewards_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_rewards" ADD CONSTRAINT "credential_rewards_ledger_entry_id_service_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."service_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_revoke_requested_by_users_id_fk" FOREIGN KEY ("revoke_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_series_version_key" ON "credentials" USING btree ("series_id","version");--> statement-breakpoint
CREATE INDEX "credentials_supplier_idx" ON "credentials" USING btree ("supplier_id","series_id");--> statement-breakpoint
CREATE INDEX "credentials_pending_idx" ON "credentials" USING btree ("submitted_at") WHERE "credentials"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "credentials_verified_expiry_idx" ON "credentials" USING btree ("expires_on") WHERE "credentials"."state" = 'verified';--> statement-breakpoint
INSERT INTO "credential_reward_terms" ("type", "days", "contacts") VALUES
  ('business_licence', 30, 20),
  ('iso9001', 15, 10),
  ('haccp', 15, 10),
  ('fda', 15, 10),
  ('organic_eu', 10, 10),
  ('organic_usda', 10, 10),
  ('organic_jas', 10, 10),
  ('halal', 10, 10),
  ('kosher', 10, 10),
  ('other', 5, 5)
ON CONFLICT ("type") DO NOTHING;
