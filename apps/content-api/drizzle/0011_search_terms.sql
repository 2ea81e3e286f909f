CREATE TABLE "search_lexemes" (
	"lexeme" text NOT NULL,
	"item_type" text NOT NULL,
	"language_code" "language_code" NOT NULL,
	"item_id" integer NOT NULL,
	"item_date" bigint,
	"rank" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word_items" (
	"word" text NOT NULL,
	"item_type" text NOT NULL,
	"language_code" "language_code" NOT NULL,
	"item_id" integer NOT NULL,
	"item_date" bigint,
	"first_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_lexemes" ADD CONSTRAINT "search_lexemes_item_id_language_code_content_translations_item_id_language_code_fk" FOREIGN KEY ("item_id","language_code") REFERENCES "public"."content_translations"("item_id","language_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "search_word_items" ADD CONSTRAINT "search_word_items_item_id_language_code_content_translations_item_id_language_code_fk" FOREIGN KEY ("item_id","language_code") REFERENCES "public"."content_translations"("item_id","language_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "search_lexemes_ranked_idx" ON "search_lexemes" USING btree ("lexeme","language_code","rank" DESC NULLS LAST,"item_date" DESC NULLS LAST,"item_id","item_type");--> statement-breakpoint
CREATE INDEX "search_lexemes_translation_idx" ON "search_lexemes" USING btree ("item_id","language_code","lexeme","rank");--> statement-breakpoint
CREATE INDEX "search_word_items_hits_idx" ON "search_word_items" USING btree ("word","item_type","language_code","item_id","item_date","first_at");--> statement-breakpoint
CREATE INDEX "search_word_items_translation_idx" ON "search_word_items" USING btree ("item_id","language_code");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The tsquery of one lexeme exactly as stored (quotes and backslashes doubled, as tsquery input wants).
CREATE FUNCTION "search_lexeme_query"("lexeme" text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace("lexeme", '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
-- What a search query asks of the lexeme index: no lexeme ('{}', it matches nothing), one plain lexeme
-- ('{lexeme}'), or NULL when it is more than that (several words, a phrase, a negation), which only the
-- full-text index answers. The lexeme read back from the query's text must give the same query again.
-- (PL/pgSQL keeps its plans for the session; a SQL function with a FROM is planned again on every call.)
CREATE FUNCTION "search_query_lexemes"("query" tsquery) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  "lexeme" text;
BEGIN
  IF numnode("query") = 0 THEN
    RETURN '{}'::text[];
  ELSIF numnode("query") > 1 THEN
    RETURN NULL;
  END IF;
  "lexeme" := replace(replace(substr("query"::text, 2, length("query"::text) - 2), '''''', ''''), '\\', '\');
  IF search_lexeme_query("lexeme") = "query" THEN
    RETURN ARRAY["lexeme"];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Indexes the translations of the given keys (`ids` and `languages`, one translation per position) for
-- search again: their lexemes with their rank, and their words with where each first starts. Words over
-- 400 characters go in as 400-character pieces starting every 200 characters: a keyword (200 characters
-- at most) inside such a word lies whole in one piece. New words join `search_words` in order, so two
-- writers adding the same words wait for each other in one order and never deadlock on them.
CREATE FUNCTION "search_terms_refresh"("ids" integer[], "languages" "language_code"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_lexemes" term USING unnest("ids", "languages") "changed" ("id", "language")
  WHERE term."item_id" = "changed"."id" AND term."language_code" = "changed"."language";
  DELETE FROM "search_word_items" term USING unnest("ids", "languages") "changed" ("id", "language")
  WHERE term."item_id" = "changed"."id" AND term."language_code" = "changed"."language";
  INSERT INTO "search_lexemes" ("lexeme", "item_type", "language_code", "item_id", "item_date", "rank")
  SELECT entry."lexeme", t."item_type", t."language_code", t."item_id", t."item_date",
    ts_rank_cd(t."search_vector", search_lexeme_query(entry."lexeme"))
  FROM unnest("ids", "languages") "changed" ("id", "language")
  JOIN "content_translations" t ON t."item_id" = "changed"."id" AND t."language_code" = "changed"."language"
  CROSS JOIN LATERAL unnest(t."search_vector") entry;
  WITH "found" AS (
    SELECT piece."word", t."item_type", t."language_code", t."item_id", t."item_date", min(token."at" + piece."offset") AS "first_at"
    FROM unnest("ids", "languages") "changed" ("id", "language")
    JOIN "content_translations" t ON t."item_id" = "changed"."id" AND t."language_code" = "changed"."language"
    CROSS JOIN LATERAL (
      SELECT part."match"[2] AS "word",
        (sum(length(part."match"[1]) + length(part."match"[2])) OVER (ORDER BY part."n") - length(part."match"[2]) + 1)::integer AS "at"
      FROM regexp_matches(t."search_folded", '(\s*)(\S+)', 'g') WITH ORDINALITY part ("match", "n")) token
    CROSS JOIN LATERAL (
      SELECT substr(token."word", "start" + 1, 400) AS "word", "start" AS "offset"
      FROM generate_series(0, greatest(length(token."word") - 201, 0), 200) "start") piece
    GROUP BY 1, 2, 3, 4, 5),
  "new_words" AS (
    INSERT INTO "search_words" ("word") SELECT DISTINCT "word" FROM "found" ORDER BY "word" ON CONFLICT DO NOTHING)
  INSERT INTO "search_word_items" ("word", "item_type", "language_code", "item_id", "item_date", "first_at")
  SELECT "word", "item_type", "language_code", "item_id", "item_date", "first_at" FROM "found";
END
$$;--> statement-breakpoint
-- Every insert or update of translations indexes them again, whoever writes (the import, a hand-run SQL
-- fix, the item trigger that copies an item's new type and date onto its translations). Deleted ones
-- leave the index through the foreign keys (ON DELETE CASCADE, and TRUNCATE ... CASCADE).
CREATE FUNCTION "content_translations_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_refresh(array_agg("item_id"), array_agg("language_code")) FROM "new_rows";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_translations_search_terms_insert" AFTER INSERT ON "content_translations"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_translations_search_terms"();--> statement-breakpoint
CREATE TRIGGER "content_translations_search_terms_update" AFTER UPDATE ON "content_translations"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_translations_search_terms"();--> statement-breakpoint
SELECT search_terms_refresh(array_agg("item_id"), array_agg("language_code")) FROM "content_translations";
