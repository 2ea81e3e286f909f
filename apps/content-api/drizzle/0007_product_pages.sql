CREATE TABLE "product_pages" (
	"language_code" "language_code" NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"legacy_id" integer,
	"body" text NOT NULL,
	CONSTRAINT "product_pages_language_code_slug_pk" PRIMARY KEY("language_code","slug")
);
--> statement-breakpoint
CREATE TABLE "product_pages_pending" (
	"product_slug" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_pages" ADD CONSTRAINT "product_pages_product_id_content_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pages_legacy_idx" ON "product_pages" USING btree ("language_code","legacy_id");--> statement-breakpoint
-- A product's page in one language, as `product/getProductData` answers it: the asked
-- language's texts, else english (`fallback`); rich text as stored (sanitized on write).
CREATE FUNCTION "product_page_body"("p_id" integer, "p_language" "language_code") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', item.slug, 'legacyId', item.legacy_id, 'category', item.data -> 'category', 'series', item.data -> 'series',
    'name', t.texts -> 'name', 'summary', t.texts -> 'summary', 'image', coalesce(item.data -> 'images' -> 0, '""'),
    'imageAlt', t.texts -> 'imageAlt', 'featured', coalesce(item.data -> 'featured', 'false'), 'fallback', t.fallback,
    'categoryName', coalesce(
      (SELECT coalesce(asked.brief, english.brief) ->> 'name'
        FROM content_items category
        JOIN content_translations english ON english.item_id = category.id AND english.language_code = 'english'
        LEFT JOIN content_translations asked ON asked.item_id = category.id AND asked.language_code = p_language
        WHERE category.type = 'product-categories' AND category.slug = item.data ->> 'category'),
      item.data ->> 'category'),
    'descriptionHtml', coalesce(t.texts -> 'descriptionHtml', '""'),
    'images', item.data -> 'images',
    'specs', (SELECT coalesce(json_agg(json_build_object(
        'key', spec -> 'key', 'name', coalesce(t.texts -> 'specLabels' -> (spec ->> 'key'), spec -> 'key'),
        'value', spec -> 'value', 'unit', spec -> 'unit') ORDER BY n), '[]')
      FROM jsonb_array_elements(coalesce(item.data -> 'specs', '[]')) WITH ORDINALITY specs (spec, n)),
    'publishedAt', item.data -> 'publishedAt',
    -- Its newest documents, from the ordered index of the items that name it.
    'documents', (SELECT coalesce(json_agg(json_build_object(
        'id', document.slug, 'type', document.data -> 'type',
        'title', coalesce(asked.brief, english.brief) -> 'title', 'file', document.data -> 'file',
        'fileSize', document.data -> 'fileSize', 'revision', document.data -> 'revision') ORDER BY page.position), '[]')
      FROM (SELECT link.item_id, row_number() OVER (ORDER BY link.date DESC, link.item_id DESC) AS position
        FROM content_item_products link
        WHERE link.product_slug = item.slug AND link.type = 'documents'
        ORDER BY link.date DESC, link.item_id DESC
        LIMIT 50) page
      JOIN content_items document ON document.id = page.item_id
      JOIN content_translations english ON english.item_id = page.item_id AND english.language_code = 'english'
      LEFT JOIN content_translations asked ON asked.item_id = page.item_id AND asked.language_code = p_language
        AND p_language <> 'english'),
    -- The products it names as related, in its order, as cards; unknown slugs left out.
    'related', (SELECT coalesce(json_agg(json_build_object(
        'id', related.slug, 'legacyId', related.legacy_id, 'category', related.data -> 'category',
        'series', related.data -> 'series', 'name', coalesce(asked.brief, english.brief) -> 'name',
        'summary', coalesce(asked.brief, english.brief) -> 'summary',
        'image', coalesce(related.data -> 'images' -> 0, '""'),
        'imageAlt', coalesce(asked.brief, english.brief) -> 'imageAlt',
        'featured', coalesce(related.data -> 'featured', 'false'),
        'fallback', asked.item_id IS NULL AND p_language <> 'english') ORDER BY named.position), '[]')
      FROM jsonb_array_elements_text(coalesce(item.data -> 'relatedSlugs', '[]')) WITH ORDINALITY named (slug, position)
      JOIN content_items related ON related.type = 'products' AND related.slug = named.slug
      JOIN content_translations english ON english.item_id = related.id AND english.language_code = 'english'
      LEFT JOIN content_translations asked ON asked.item_id = related.id AND asked.language_code = p_language
        AND p_language <> 'english')
  )::text
  FROM content_items item
  JOIN content_translations english ON english.item_id = item.id AND english.language_code = 'english'
  LEFT JOIN content_translations asked ON asked.item_id = item.id AND asked.language_code = p_language
    AND p_language <> 'english'
  CROSS JOIN LATERAL (SELECT coalesce(asked.texts, english.texts) AS texts,
    asked.item_id IS NULL AND p_language <> 'english' AS fallback) t
  WHERE item.id = p_id AND item.type = 'products'
$$;--> statement-breakpoint
-- Notes the products whose pages show something of the given items (`type`, `slug`, `data`, as
-- arrays of one item per position): a product shows on its own page and on the pages that name it as
-- related; a category on its products' pages; a document on the pages of the products it names.
CREATE FUNCTION "product_pages_note"("types" text[], "slugs" text[], "datas" jsonb[]) RETURNS void LANGUAGE sql AS $$
  WITH "changed" ("type", "slug", "data") AS (SELECT * FROM unnest("types", "slugs", "datas"))
  INSERT INTO "product_pages_pending" ("product_slug")
  SELECT "slug" FROM "changed" WHERE "type" = 'products'
  UNION
  SELECT product."slug" FROM "content_items" product
  JOIN "changed" ON "changed"."type" = 'products' AND product."data" -> 'relatedSlugs' ? "changed"."slug"
  WHERE product."type" = 'products'
  UNION
  SELECT product."slug" FROM "content_items" product
  JOIN "changed" ON "changed"."type" = 'product-categories' AND product."data" ->> 'category' = "changed"."slug"
  WHERE product."type" = 'products'
  UNION
  SELECT named FROM "changed", jsonb_array_elements_text("changed"."data" -> 'productSlugs') named
  WHERE "changed"."type" = 'documents' AND jsonb_typeof("changed"."data" -> 'productSlugs') = 'array'
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Once per statement, over the rows it wrote: a bulk load of thousands of documents notes each product
-- once. Postgres gives a statement trigger the rows of one kind of statement only, hence a trigger per
-- kind; each branch reads only the rows its kind has.
CREATE FUNCTION "content_items_product_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_pages_note(array_agg("type"), array_agg("slug"), array_agg("data")) FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_pages_note(array_agg("type"), array_agg("slug"), array_agg("data")) FROM "old_rows";
  ELSE
    PERFORM product_pages_note(array_agg("type"), array_agg("slug"), array_agg("data"))
    FROM (SELECT "type", "slug", "data" FROM "old_rows" UNION ALL SELECT "type", "slug", "data" FROM "new_rows") "changed";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_product_pages_insert" AFTER INSERT ON "content_items"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_items_product_pages"();--> statement-breakpoint
CREATE TRIGGER "content_items_product_pages_update" AFTER UPDATE ON "content_items"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_items_product_pages"();--> statement-breakpoint
CREATE TRIGGER "content_items_product_pages_delete" AFTER DELETE ON "content_items"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_items_product_pages"();--> statement-breakpoint
-- A translation shows where its item does.
CREATE FUNCTION "content_translations_product_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "items" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "item_id") INTO "items" FROM (SELECT "item_id" FROM "old_rows" UNION ALL SELECT "item_id" FROM "new_rows") "changed";
  END IF;
  PERFORM product_pages_note(array_agg(item."type"), array_agg(item."slug"), array_agg(item."data"))
  FROM "content_items" item WHERE item."id" = ANY ("items");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_translations_product_pages_insert" AFTER INSERT ON "content_translations"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_translations_product_pages"();--> statement-breakpoint
CREATE TRIGGER "content_translations_product_pages_update" AFTER UPDATE ON "content_translations"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_translations_product_pages"();--> statement-breakpoint
CREATE TRIGGER "content_translations_product_pages_delete" AFTER DELETE ON "content_translations"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_translations_product_pages"();--> statement-breakpoint
-- Builds a noted product's pages in every language as its transaction commits (deferred), once per
-- product however many writes touched it. One builder at a time per product, each seeing what the
-- one before it committed, so two imports at once cannot leave a page older than both.
CREATE FUNCTION "product_pages_build"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('product_pages'), hashtext(NEW."product_slug"));
  DELETE FROM "product_pages_pending" WHERE "product_slug" = NEW."product_slug";
  DELETE FROM "product_pages" WHERE "slug" = NEW."product_slug";
  INSERT INTO "product_pages" ("language_code", "slug", "product_id", "legacy_id", "body")
  SELECT language, product."slug", product."id", product."legacy_id", product_page_body(product."id", language)
  FROM "content_items" product, unnest(enum_range(NULL::"language_code")) language
  WHERE product."type" = 'products' AND product."slug" = NEW."product_slug";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_pages_build" AFTER INSERT ON "product_pages_pending"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "product_pages_build"();--> statement-breakpoint
INSERT INTO "product_pages" ("language_code", "slug", "product_id", "legacy_id", "body")
SELECT language, product."slug", product."id", product."legacy_id", product_page_body(product."id", language)
FROM "content_items" product, unnest(enum_range(NULL::"language_code")) language
WHERE product."type" = 'products';
