CREATE TABLE "document_cards" (
	"item_id" integer NOT NULL,
	"language_code" "language_code" NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "document_cards_item_id_language_code_pk" PRIMARY KEY("item_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "document_cards" ADD CONSTRAINT "document_cards_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Builds again the cards of the documents whose cards show something of the given items (`id`, `slug`,
-- `type`, one item per position): a document shows on its own card, a product on the cards of the
-- documents naming it. Builders take one lock until they commit, and each statement of one that waited
-- sees what the one before it committed, so two writers at once cannot leave a card older than both.
CREATE FUNCTION "document_cards_refresh"("ids" integer[], "slugs" text[], "types" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "documents" integer[];
BEGIN
  SELECT array_agg(DISTINCT "found"."id") INTO "documents" FROM (
    SELECT "changed"."id" FROM unnest("ids", "types") "changed" ("id", "type") WHERE "changed"."type" = 'documents'
    UNION ALL
    SELECT link."item_id" FROM unnest("slugs", "types") "changed" ("slug", "type")
    JOIN "content_item_products" link ON link."product_slug" = "changed"."slug" AND link."type" = 'documents'
    WHERE "changed"."type" = 'products') "found";
  IF "documents" IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('document_cards'));
  DELETE FROM "document_cards" card USING unnest("documents") "document" ("id") WHERE card."item_id" = "document"."id";
  -- Every product's name in each language (else english) and series, read once per build: the cards
  -- look their products up here, so a build of thousands of cards reads no product thousands of times.
  INSERT INTO "document_cards" ("item_id", "language_code", "body")
  WITH "names" AS MATERIALIZED (
    SELECT product."slug", language AS "in_language", coalesce(asked."brief", english."brief") -> 'name' AS "name",
      product."data" -> 'series' AS "series"
    FROM "content_items" product
    CROSS JOIN unnest(enum_range(NULL::"language_code")) language
    JOIN "content_translations" english ON english."item_id" = product."id" AND english."language_code" = 'english'
    LEFT JOIN "content_translations" asked ON asked."item_id" = product."id" AND asked."language_code" = language
      AND language <> 'english'
    WHERE product."type" = 'products')
  SELECT item."id", language, json_build_object(
      'id', item."slug", 'type', item."data" -> 'type', 'title', texts.brief -> 'title',
      'description', texts.brief -> 'description', 'file', item."data" -> 'file', 'fileSize', item."data" -> 'fileSize',
      'documentLanguage', item."data" -> 'documentLanguage', 'revision', item."data" -> 'revision', 'date', item."data" -> 'date',
      -- The products it names, in its order; unknown slugs left out.
      'products', (SELECT coalesce(json_agg(json_build_object(
            'id', "names"."slug", 'name', "names"."name", 'series', "names"."series") ORDER BY named."position"), '[]')
          FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(item."data" -> 'productSlugs') = 'array'
            THEN item."data" -> 'productSlugs' ELSE '[]' END) WITH ORDINALITY named ("slug", "position")
          JOIN "names" ON "names"."slug" = named."slug" AND "names"."in_language" = language),
      'fallback', texts.fallback)::text
  FROM unnest("documents") "document" ("id")
  JOIN "content_items" item ON item."id" = "document"."id" AND item."type" = 'documents'
  CROSS JOIN unnest(enum_range(NULL::"language_code")) language
  JOIN "content_translations" english ON english."item_id" = item."id" AND english."language_code" = 'english'
  LEFT JOIN "content_translations" asked ON asked."item_id" = item."id" AND asked."language_code" = language
    AND language <> 'english'
  CROSS JOIN LATERAL (SELECT coalesce(asked."brief", english."brief") AS brief,
    asked."item_id" IS NULL AND language <> 'english' AS fallback) texts;
END
$$;--> statement-breakpoint
-- One statement trigger per kind of write on each table keeps what is built from its rows: the
-- product pages (migration 0007) and now the document cards. It runs after the row triggers that keep
-- `content_item_products`, so the cards see the links the statement wrote.
ALTER FUNCTION "content_items_product_pages"() RENAME TO "content_items_pages_and_cards";--> statement-breakpoint
ALTER TRIGGER "content_items_product_pages_insert" ON "content_items" RENAME TO "content_items_pages_and_cards_insert";--> statement-breakpoint
ALTER TRIGGER "content_items_product_pages_update" ON "content_items" RENAME TO "content_items_pages_and_cards_update";--> statement-breakpoint
ALTER TRIGGER "content_items_product_pages_delete" ON "content_items" RENAME TO "content_items_pages_and_cards_delete";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_items_pages_and_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
  "types" text[];
  "slugs" text[];
  "datas" jsonb[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("id"), array_agg("type"), array_agg("slug"), array_agg("data") INTO "ids", "types", "slugs", "datas" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id"), array_agg("type"), array_agg("slug"), array_agg("data") INTO "ids", "types", "slugs", "datas" FROM "old_rows";
  ELSE
    SELECT array_agg("id"), array_agg("type"), array_agg("slug"), array_agg("data") INTO "ids", "types", "slugs", "datas"
    FROM (SELECT "id", "type", "slug", "data" FROM "old_rows" UNION ALL SELECT "id", "type", "slug", "data" FROM "new_rows") "changed";
  END IF;
  PERFORM product_pages_note("types", "slugs", "datas");
  PERFORM document_cards_refresh("ids", "slugs", "types");
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER FUNCTION "content_translations_product_pages"() RENAME TO "content_translations_pages_and_cards";--> statement-breakpoint
ALTER TRIGGER "content_translations_product_pages_insert" ON "content_translations" RENAME TO "content_translations_pages_and_cards_insert";--> statement-breakpoint
ALTER TRIGGER "content_translations_product_pages_update" ON "content_translations" RENAME TO "content_translations_pages_and_cards_update";--> statement-breakpoint
ALTER TRIGGER "content_translations_product_pages_delete" ON "content_translations" RENAME TO "content_translations_pages_and_cards_delete";--> statement-breakpoint
-- A translation shows where its item does.
CREATE OR REPLACE FUNCTION "content_translations_pages_and_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "items" integer[];
  "ids" integer[];
  "types" text[];
  "slugs" text[];
  "datas" jsonb[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM (SELECT "item_id" FROM "old_rows" UNION ALL SELECT "item_id" FROM "new_rows") "changed";
  END IF;
  SELECT array_agg(item."id"), array_agg(item."type"), array_agg(item."slug"), array_agg(item."data") INTO "ids", "types", "slugs", "datas"
  FROM unnest("items") "changed" ("id") JOIN "content_items" item ON item."id" = "changed"."id";
  PERFORM product_pages_note("types", "slugs", "datas");
  PERFORM document_cards_refresh("ids", "slugs", "types");
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT document_cards_refresh(array_agg("id"), array_agg("slug"), array_agg("type")) FROM "content_items" WHERE "type" = 'documents';
