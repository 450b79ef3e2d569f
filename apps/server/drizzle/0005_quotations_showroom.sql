CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"product_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"brand" text,
	"product_name" text NOT NULL,
	"spec" text,
	"price" numeric(16, 4) NOT NULL,
	"price_unit" text DEFAULT 'unit' NOT NULL,
	"moq" integer,
	"units_per_pack" integer,
	"units_per_case" integer,
	"cases_per_pallet" integer,
	"shelf_life_days" integer,
	"pack_dimensions" text,
	"case_dimensions" text,
	"pallet" text
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"terms" text NOT NULL,
	"place" text NOT NULL,
	"currency" text NOT NULL,
	"expires_on" date NOT NULL,
	"remark" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showroom_exhibits" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quotation" jsonb;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_exhibits" ADD CONSTRAINT "showroom_exhibits_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_exhibits" ADD CONSTRAINT "showroom_exhibits_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id","sort");--> statement-breakpoint
CREATE INDEX "quotation_lines_product_idx" ON "quotation_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_supplier_number_key" ON "quotations" USING btree ("supplier_id","number");--> statement-breakpoint
CREATE INDEX "quotations_supplier_recent_idx" ON "quotations" USING btree ("supplier_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_exhibits_product_key" ON "showroom_exhibits" USING btree ("supplier_id","product_id");--> statement-breakpoint
CREATE INDEX "showroom_exhibits_product_idx" ON "showroom_exhibits" USING btree ("product_id");