CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"from_values" jsonb NOT NULL,
	"to_values" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"changed_by" text NOT NULL,
	"user_id" integer,
	"change_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_signatures" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"mode" text NOT NULL,
	"signature_file_id" text,
	"stamp_file_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"booth" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "staff_range" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "export_range" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "main_markets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "introduction_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "introduction_zh" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "introduction_ja" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "business_goods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "shown_brands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "showroom_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "profile_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "business_days" integer[];--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "closes_at" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_images" ADD CONSTRAINT "company_images_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_images" ADD CONSTRAINT "company_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_history" ADD CONSTRAINT "profile_history_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_history" ADD CONSTRAINT "profile_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_history" ADD CONSTRAINT "profile_history_change_request_id_profile_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."profile_change_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_signatures" ADD CONSTRAINT "supplier_signatures_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_signatures" ADD CONSTRAINT "supplier_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_signatures" ADD CONSTRAINT "supplier_signatures_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fairs" ADD CONSTRAINT "trade_fairs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_recent_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_images_file_key" ON "company_images" USING btree ("supplier_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_images_one_logo" ON "company_images" USING btree ("supplier_id") WHERE "company_images"."kind" = 'logo';--> statement-breakpoint
CREATE INDEX "company_images_supplier_idx" ON "company_images" USING btree ("supplier_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_one_pending" ON "profile_change_requests" USING btree ("supplier_id") WHERE "profile_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_change_requests_status_idx" ON "profile_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profile_history_supplier_idx" ON "profile_history" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_fairs_supplier_idx" ON "trade_fairs" USING btree ("supplier_id","ends_on");--> statement-breakpoint
CREATE INDEX "buyer_products_product_idx" ON "buyer_products" USING btree ("master_product_id");