ALTER TABLE "files" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD COLUMN "attachments" jsonb DEFAULT '{"product":null,"quotation":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;