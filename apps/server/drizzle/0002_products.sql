CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" integer,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"barcode_key" text NOT NULL,
	"mid" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"origin" text,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"terms" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"master_product_id" integer,
	"barcode" text NOT NULL,
	"barcode_key" text NOT NULL,
	"mid" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category_id" integer,
	"origin" text,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shelf_life_days" integer,
	"units_per_pack" integer,
	"units_per_case" integer,
	"cases_per_pallet" integer,
	"remark" text,
	"pricing_unit" text DEFAULT 'unit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_quotes" ADD CONSTRAINT "product_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_quotes" ADD CONSTRAINT "product_quotes_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_supplier_idx" ON "files" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "master_products_barcode_key_idx" ON "master_products" USING btree ("barcode_key");--> statement-breakpoint
CREATE INDEX "master_products_mid_idx" ON "master_products" USING btree ("mid");--> statement-breakpoint
CREATE INDEX "master_products_category_idx" ON "master_products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "master_products_brand_idx" ON "master_products" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "master_products_search_trgm_idx" ON "master_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_quotes_product_idx" ON "product_quotes" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_quotes_supplier_idx" ON "product_quotes" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_products_supplier_idx" ON "supplier_products" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_master_once_key" ON "supplier_products" USING btree ("supplier_id","master_product_id") WHERE "supplier_products"."master_product_id" is not null;