CREATE TABLE "buyer_contacts" (
	"supplier_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacted_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"charged_at" timestamp with time zone,
	CONSTRAINT "buyer_contacts_supplier_id_buyer_id_pk" PRIMARY KEY("supplier_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_products" (
	"buyer_id" integer NOT NULL,
	"master_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_products_buyer_id_kind_master_product_id_pk" PRIMARY KEY("buyer_id","kind","master_product_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"main_category" text NOT NULL,
	"interested_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"purchasing_category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"last_online_at" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	"search_text" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"buyer_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_quotas" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_quotas_used_within_total" CHECK ("supplier_quotas"."used" >= 0 and "supplier_quotas"."used" <= "supplier_quotas"."total")
);
--> statement-breakpoint
CREATE TABLE "supplier_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "main_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'supplier' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_contacts" ADD CONSTRAINT "buyer_contacts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_contacts" ADD CONSTRAINT "buyer_contacts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_products" ADD CONSTRAINT "buyer_products_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_products" ADD CONSTRAINT "buyer_products_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_visits" ADD CONSTRAINT "buyer_visits_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_visits" ADD CONSTRAINT "buyer_visits_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_visits" ADD CONSTRAINT "buyer_visits_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotas" ADD CONSTRAINT "supplier_quotas_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_services" ADD CONSTRAINT "supplier_services_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_contacts_buyer_idx" ON "buyer_contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_products_recent_idx" ON "buyer_products" USING btree ("buyer_id","kind","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyer_visits_supplier_recent_idx" ON "buyer_visits" USING btree ("supplier_id","visited_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_user_key" ON "buyers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "buyers_recent_idx" ON "buyers" USING btree ("last_online_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyers_category_recent_idx" ON "buyers" USING btree ("main_category","last_online_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyers_selected_recent_idx" ON "buyers" USING btree ("last_online_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "buyers"."is_selected";--> statement-breakpoint
CREATE INDEX "buyers_joined_idx" ON "buyers" USING btree ("joined_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyers_search_trgm_idx" ON "buyers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buyers_brands_idx" ON "buyers" USING gin ("interested_brands");--> statement-breakpoint
CREATE INDEX "buyers_purchasing_categories_idx" ON "buyers" USING gin ("purchasing_category_ids");--> statement-breakpoint
CREATE INDEX "quota_ledger_supplier_idx" ON "quota_ledger" USING btree ("supplier_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_services_supplier_idx" ON "supplier_services" USING btree ("supplier_id","ends_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_kind" CHECK (("users"."kind" = 'supplier') = ("users"."supplier_id" is not null));--> statement-breakpoint
-- Suppliers that signed up before quotas existed get the sign-up trial (TRIAL in the contract).
INSERT INTO "supplier_services" ("supplier_id", "kind", "starts_at", "ends_at") SELECT "id", 'trial', now(), now() + interval '14 days' FROM "suppliers";--> statement-breakpoint
INSERT INTO "supplier_quotas" ("supplier_id", "total", "used") SELECT "id", 20, 0 FROM "suppliers";--> statement-breakpoint
INSERT INTO "quota_ledger" ("supplier_id", "delta", "reason") SELECT "id", 20, 'trial' FROM "suppliers";
