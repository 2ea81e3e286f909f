-- A new translation has no entries in the search index yet (they can only exist for a translation that
-- does: foreign keys), so indexing inserted translations only adds. Updated ones are replaced as before.
CREATE FUNCTION "search_terms_add"("ids" integer[], "languages" "language_code"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION "search_terms_refresh"("ids" integer[], "languages" "language_code"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_lexemes" term USING unnest("ids", "languages") "changed" ("id", "language")
  WHERE term."item_id" = "changed"."id" AND term."language_code" = "changed"."language";
  DELETE FROM "search_word_items" term USING unnest("ids", "languages") "changed" ("id", "language")
  WHERE term."item_id" = "changed"."id" AND term."language_code" = "changed"."language";
  PERFORM search_terms_add("ids", "languages");
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_translations_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_terms_add(array_agg("item_id"), array_agg("language_code")) FROM "new_rows";
  ELSE
    PERFORM search_terms_refresh(array_agg("item_id"), array_agg("language_code")) FROM "new_rows";
  END IF;
  RETURN NULL;
END
$$;