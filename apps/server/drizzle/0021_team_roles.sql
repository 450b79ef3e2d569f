CREATE TABLE "ownership_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"invited_by" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD COLUMN "scope" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "audience" text DEFAULT 'supplier' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "base_code" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "seats" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "product_quotes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_transfers_open_key" ON "ownership_transfers" USING btree ("supplier_id") WHERE "ownership_transfers"."accepted_at" is null and "ownership_transfers"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_hash_key" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_supplier_idx" ON "user_invitations" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_open_key" ON "user_invitations" USING btree ("supplier_id",lower("email")) WHERE "user_invitations"."accepted_at" is null and "user_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_quotes" ADD CONSTRAINT "product_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_supplier_idx" ON "roles" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_supplier_name_key" ON "roles" USING btree ("supplier_id",lower("name")) WHERE "roles"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("supplier_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_supplier_idx" ON "audit_log" USING btree ("supplier_id","created_at") WHERE "audit_log"."supplier_id" is not null;--> statement-breakpoint
UPDATE "roles" SET "code" = 'owner', "name_key" = 'role.owner' WHERE "code" = 'supplier_admin';--> statement-breakpoint
UPDATE "roles" SET "code" = 'manager', "name_key" = 'role.manager' WHERE "code" = 'supplier_member';--> statement-breakpoint
UPDATE "roles" SET "audience" = 'buyer' WHERE "code" = 'buyer';--> statement-breakpoint
UPDATE "roles" SET "audience" = 'staff' WHERE "code" IN ('support_agent', 'content_editor', 'billing_manager', 'verification_officer', 'catalogue_editor');--> statement-breakpoint
UPDATE "conversations" c SET "owner_user_id" = (
  SELECT m."sender_user_id" FROM "messages" m
  WHERE m."conversation_id" = c."id" AND m."sender_kind" = 'supplier' AND m."sender_user_id" IS NOT NULL
  ORDER BY m."id" LIMIT 1
);--> statement-breakpoint
UPDATE "product_quotes" q SET "created_by" = (
  SELECT u."id" FROM "users" u JOIN "user_roles" ur ON ur."user_id" = u."id" JOIN "roles" r ON r."id" = ur."role_id"
  WHERE u."supplier_id" = q."supplier_id" AND r."code" = 'owner' ORDER BY u."id" LIMIT 1
);
