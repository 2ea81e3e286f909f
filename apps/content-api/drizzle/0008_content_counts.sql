CREATE TABLE "content_counts" (
	"type" text NOT NULL,
	"category" text,
	"subcategory" text,
	"items" integer NOT NULL,
	CONSTRAINT "content_counts_key" UNIQUE NULLS NOT DISTINCT("type","category","subcategory")
);
--> statement-breakpoint
-- Adds each written statement's rows to their groups' counts (inserted rows +1, deleted rows -1, an
-- update both), in key order so that concurrent writers take the counters' row locks in one order.
-- Postgres gives a statement trigger the rows of one kind of statement only, hence a trigger per kind.
CREATE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "content_counts" AS counts ("type", "category", "subcategory", "items")
    SELECT "type", "category", "subcategory", -count(*) FROM "old_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("type", "category", "subcategory") DO UPDATE SET "items" = counts."items" + excluded."items";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "content_counts" AS counts ("type", "category", "subcategory", "items")
    SELECT "type", "category", "subcategory", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("type", "category", "subcategory") DO UPDATE SET "items" = counts."items" + excluded."items";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_counts_insert" AFTER INSERT ON "content_items"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "content_items_counts_update" AFTER UPDATE ON "content_items"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "content_items_counts_delete" AFTER DELETE ON "content_items"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "content_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "content_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_counts_truncate" AFTER TRUNCATE ON "content_items"
FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_clear"();--> statement-breakpoint
INSERT INTO "content_counts" ("type", "category", "subcategory", "items")
SELECT "type", "category", "subcategory", count(*) FROM "content_items" GROUP BY 1, 2, 3;
