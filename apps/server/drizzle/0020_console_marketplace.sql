CREATE TABLE "buyer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "import_job_rows" (
	"job_id" integer NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"reference" text,
	"errors" jsonb,
	CONSTRAINT "import_job_rows_job_id_row_pk" PRIMARY KEY("job_id","row")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"list" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"name_en" text,
	"name_zh" text,
	"name_ja" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_options_list_value_pk" PRIMARY KEY("list","value")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_file_id" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "buyer_reports" ADD CONSTRAINT "buyer_reports_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reports" ADD CONSTRAINT "buyer_reports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reports" ADD CONSTRAINT "buyer_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reports" ADD CONSTRAINT "buyer_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_reports_buyer_idx" ON "buyer_reports" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_reports_open_once_key" ON "buyer_reports" USING btree ("buyer_id","supplier_id") WHERE "buyer_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "import_jobs_recent_idx" ON "import_jobs" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_merged_into_id_master_products_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."master_products"("id") ON DELETE no action ON UPDATE no action;