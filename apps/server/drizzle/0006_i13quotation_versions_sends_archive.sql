CREATE TABLE "quotation_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_sends" ADD CONSTRAINT "quotation_sends_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_sends" ADD CONSTRAINT "quotation_sends_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_sends" ADD CONSTRAINT "quotation_sends_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_sends" ADD CONSTRAINT "quotation_sends_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_sends_message_key" ON "quotation_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "quotation_sends_quotation_idx" ON "quotation_sends" USING btree ("quotation_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_versions_key" ON "quotation_versions" USING btree ("quotation_id","version");--> statement-breakpoint
-- Hand-written backfill: quotations saved before versions were kept get their current content as
-- their one known version (earlier versions were overwritten and cannot be recovered).
INSERT INTO "quotation_versions" ("quotation_id", "version", "content", "saved_by", "saved_at")
SELECT q."id", q."version",
  jsonb_build_object(
    'name', q."name", 'terms', q."terms", 'place', q."place", 'currency', q."currency",
    'expiresOn', q."expires_on"::text, 'remark', q."remark", 'note', q."note",
    'lines', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'productId', l."product_id", 'code', l."code", 'brand', l."brand",
        'productName', l."product_name", 'spec', l."spec", 'price', trim_scale(l."price")::text,
        'priceUnit', l."price_unit", 'moq', l."moq", 'unitsPerPack', l."units_per_pack",
        'unitsPerCase', l."units_per_case", 'casesPerPallet', l."cases_per_pallet",
        'shelfLifeDays', l."shelf_life_days", 'packDimensions', l."pack_dimensions",
        'caseDimensions', l."case_dimensions", 'pallet', l."pallet") ORDER BY l."sort", l."id")
      FROM "quotation_lines" l WHERE l."quotation_id" = q."id"), '[]'::jsonb)),
  q."created_by", q."updated_at"
FROM "quotations" q;
--> statement-breakpoint
-- Hand-written backfill: every quotation card already in a conversation is a send (not yet viewed).
INSERT INTO "quotation_sends" ("supplier_id", "quotation_id", "message_id", "buyer_id", "version", "sent_at")
SELECT c."supplier_id", (m."quotation"->>'quotationId')::int, m."id", c."buyer_id",
  (m."quotation"->>'version')::int, m."created_at"
FROM "messages" m
JOIN "conversations" c ON c."id" = m."conversation_id"
JOIN "quotations" q ON q."id" = (m."quotation"->>'quotationId')::int AND q."supplier_id" = c."supplier_id"
WHERE m."quotation" IS NOT NULL;
