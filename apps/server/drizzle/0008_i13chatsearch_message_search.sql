CREATE INDEX "messages_text_trgm_idx" ON "messages" USING gin ("content" gin_trgm_ops) WHERE "messages"."type" = 1;--> statement-breakpoint
-- Hand-written (message search): pairs of characters of a text message, lower-cased, so a one- or
-- two-character word (a Chinese or Japanese word is often two characters) is found by an index too;
-- trigrams (messages_text_trgm_idx) need three.
CREATE OR REPLACE FUNCTION chat_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM (SELECT substr(lower(t), i, 2) AS g FROM generate_series(1, char_length(t) - 1) AS i) AS pairs
  WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE INDEX "messages_text_bigrams_idx" ON "messages" USING gin (chat_bigrams("content")) WHERE "messages"."type" = 1;
