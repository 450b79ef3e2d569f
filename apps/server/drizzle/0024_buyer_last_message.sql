-- The buyer's list shows and orders by the last message the buyer sees: notices (the supplier company's
-- own) no longer move a conversation up there. Filled from the messages already sent.
DROP INDEX "conversations_buyer_recent_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_last_message_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET "buyer_last_message_at" = "created_at";--> statement-breakpoint
UPDATE "conversations" c SET "buyer_last_message_id" = seen."id", "buyer_last_message_at" = seen."created_at"
FROM (
  SELECT DISTINCT ON ("conversation_id") "conversation_id", "id", "created_at" FROM "messages"
  WHERE "sender_kind" <> 'system' ORDER BY "conversation_id", "id" DESC
) seen
WHERE seen."conversation_id" = c."id";--> statement-breakpoint
CREATE INDEX "conversations_buyer_recent_idx" ON "conversations" USING btree ("buyer_id","buyer_last_message_at" DESC NULLS FIRST);
