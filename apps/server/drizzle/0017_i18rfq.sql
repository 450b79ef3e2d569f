CREATE TABLE "rfq_quote_versions" (
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfq_quote_versions_quote_id_version_pk" PRIMARY KEY("quote_id","version")
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"unit" text NOT NULL,
	"terms" text NOT NULL,
	"moq" integer,
	"lead_time_days" integer,
	"valid_until" date,
	"place" text,
	"sample_offer" text DEFAULT 'none' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"quotation_id" integer,
	"conversation_id" integer,
	"contact_entry_id" integer,
	"decision" text,
	"decline_reason" text,
	"decline_note" text,
	"decided_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"reject_reason" text,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"master_product_id" integer,
	"barcode" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"main_category_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"target_price" numeric(16, 4),
	"target_currency" text,
	"terms" text NOT NULL,
	"place" text NOT NULL,
	"shelf_life_days" integer,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachment_file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_quotes" integer NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"close_reason" text,
	"closed_at" timestamp with time zone,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"completeness" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"awarded_quote_id" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "rfqs_quote_count" CHECK ("rfqs"."quote_count" >= 0 and "rfqs"."quote_count" <= "rfqs"."max_quotes"),
	CONSTRAINT "rfqs_closed_reason" CHECK (("rfqs"."state" = 'closed') = ("rfqs"."close_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "rfq_quote" jsonb;--> statement-breakpoint
ALTER TABLE "rfq_quote_versions" ADD CONSTRAINT "rfq_quote_versions_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_contact_entry_id_service_ledger_id_fk" FOREIGN KEY ("contact_entry_id") REFERENCES "public"."service_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_rfq_supplier_key" ON "rfq_quotes" USING btree ("rfq_id","supplier_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_supplier_idx" ON "rfq_quotes" USING btree ("supplier_id","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id","posted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_open_recent_idx" ON "rfqs" USING btree ("opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_open_category_idx" ON "rfqs" USING btree ("main_category_id","opened_at" DESC NULLS FIRST) WHERE "rfqs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_open_expiry_idx" ON "rfqs" USING btree ("expires_at") WHERE "rfqs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_review_idx" ON "rfqs" USING btree ("posted_at") WHERE "rfqs"."state" = 'review';--> statement-breakpoint
CREATE INDEX "rfqs_product_posted_idx" ON "rfqs" USING btree ("master_product_id","posted_at");--> statement-breakpoint
CREATE INDEX "rfqs_category_posted_idx" ON "rfqs" USING btree ("category_id","posted_at");--> statement-breakpoint
CREATE INDEX "rfqs_search_trgm_idx" ON "rfqs" USING gin ("search_text" gin_trgm_ops);