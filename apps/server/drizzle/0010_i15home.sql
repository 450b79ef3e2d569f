CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"notice_type" text,
	"priority" text DEFAULT 'info' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"audience" jsonb DEFAULT '{"plan":"all","countries":[],"categories":[]}'::jsonb NOT NULL,
	"change_kind" text,
	"faq_category" text,
	"edited_by" integer,
	"edited_by_name" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"series_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "content_reads_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "faq_votes" (
	"series_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_votes_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"supplier_id" integer NOT NULL,
	"task" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_completions_supplier_id_task_pk" PRIMARY KEY("supplier_id","task")
);
--> statement-breakpoint
CREATE TABLE "user_guides" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"whats_new_seen_at" timestamp with time zone,
	"checklist_dismissed_at" timestamp with time zone,
	"tours" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_version_key" ON "content_items" USING btree ("series_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_one_published" ON "content_items" USING btree ("series_id") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_one_draft" ON "content_items" USING btree ("series_id") WHERE "content_items"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("kind","publish_at") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_reads_series_idx" ON "content_reads" USING btree ("series_id");