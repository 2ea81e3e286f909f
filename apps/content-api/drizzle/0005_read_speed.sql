CREATE TABLE "content_item_products" (
	"product_slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" bigint,
	CONSTRAINT "content_item_products_item_id_product_slug_pk" PRIMARY KEY("item_id","product_slug")
);
--> statement-breakpoint
DROP INDEX "content_translations_trgm_idx";--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "brief" jsonb GENERATED ALWAYS AS (texts - '{bodyHtml,descriptionHtml,answerHtml,specLabels}'::text[]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower(search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "item_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "item_date" bigint;--> statement-breakpoint
ALTER TABLE "content_item_products" ADD CONSTRAINT "content_item_products_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_item_products_newest_idx" ON "content_item_products" USING btree ("product_slug","type","date" DESC NULLS FIRST,"item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_translations_folded_trgm_idx" ON "content_translations" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
-- Derived on write, read without work: the products each item names, and each
-- translation's copy of its item's type and date. Triggers keep them, so every
-- writer (the import, the admin paths, a hand-run SQL fix) keeps them right.
CREATE FUNCTION "content_items_derive"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "content_item_products" WHERE "item_id" = NEW."id";
  IF jsonb_typeof(NEW."data" -> 'productSlugs') = 'array' THEN
    INSERT INTO "content_item_products" ("product_slug", "item_id", "type", "date")
    SELECT DISTINCT "slug", NEW."id", NEW."type", NEW."date"
    FROM jsonb_array_elements_text(NEW."data" -> 'productSlugs') AS "slug";
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW."type", NEW."date") IS DISTINCT FROM (OLD."type", OLD."date") THEN
    UPDATE "content_translations" SET "item_type" = NEW."type", "item_date" = NEW."date" WHERE "item_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_derive" AFTER INSERT OR UPDATE OF "type", "date", "data" ON "content_items"
FOR EACH ROW EXECUTE FUNCTION "content_items_derive"();--> statement-breakpoint
CREATE FUNCTION "content_translations_item_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "type", "date" INTO NEW."item_type", NEW."item_date" FROM "content_items" WHERE "id" = NEW."item_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_translations_item_fields" BEFORE INSERT OR UPDATE OF "item_id" ON "content_translations"
FOR EACH ROW EXECUTE FUNCTION "content_translations_item_fields"();--> statement-breakpoint
INSERT INTO "content_item_products" ("product_slug", "item_id", "type", "date")
SELECT DISTINCT "slug", "item"."id", "item"."type", "item"."date"
FROM "content_items" AS "item", jsonb_array_elements_text("item"."data" -> 'productSlugs') AS "slug"
WHERE jsonb_typeof("item"."data" -> 'productSlugs') = 'array';--> statement-breakpoint
UPDATE "content_translations" AS "t" SET "item_type" = "item"."type", "item_date" = "item"."date"
FROM "content_items" AS "item" WHERE "item"."id" = "t"."item_id";
