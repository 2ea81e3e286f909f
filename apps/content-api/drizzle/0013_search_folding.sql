-- Search ignores accents as it ignores case: a visitor typing "bateria" or "energia" on a phone keyboard
-- finds "Batería" and "energía", and "España" is found by "espana". `unaccent` (a contrib extension that
-- ships with Postgres and PGlite) takes the accents off; Burmese text passes through it unchanged.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Text as search compares it: accents off, then lower case. Immutable, so a generated column may use it
-- (`unaccent` itself is only stable, because its dictionary could change; this one names its dictionary).
CREATE FUNCTION "search_fold"("value" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, "value"))
$$;--> statement-breakpoint
-- Each language's full-text configuration with the accents taken off every word before it is stemmed, so
-- the text and the keyword reach the same lexeme ("batería" and "bateria" both give 'bateri').
CREATE TEXT SEARCH CONFIGURATION "english_folded" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "english_folded" ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "spanish_folded" (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "spanish_folded" ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "simple_folded" (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "simple_folded" ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, simple;--> statement-breakpoint
DROP INDEX "content_translations_folded_trgm_idx";--> statement-breakpoint
ALTER TABLE "content_translations" DROP COLUMN "search_folded";--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold(search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_translations_folded_trgm_idx" ON "content_translations" USING gin ("search_folded" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words are read from the folded text from now on; the update's trigger indexes every translation again.
TRUNCATE "search_words";--> statement-breakpoint
UPDATE "content_translations" SET "search_vector" = to_tsvector(
  CASE "language_code" WHEN 'english' THEN 'english_folded' WHEN 'spanish' THEN 'spanish_folded' ELSE 'simple_folded' END::regconfig,
  "search_text");
