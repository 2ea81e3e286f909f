ALTER TABLE "content_counts" DROP CONSTRAINT "content_counts_key";--> statement-breakpoint
ALTER TABLE "content_counts" ADD COLUMN "editions" text[];--> statement-breakpoint
ALTER TABLE "content_counts" ADD COLUMN "not_sold_in" text[];--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "editions" text[];--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "not_sold_in" text[];--> statement-breakpoint
CREATE INDEX "content_items_scoped_idx" ON "content_items" USING btree ("id","type") WHERE "content_items"."editions" is not null or "content_items"."not_sold_in" is not null;--> statement-breakpoint
ALTER TABLE "content_counts" ADD CONSTRAINT "content_counts_key" UNIQUE NULLS NOT DISTINCT("type","category","subcategory","editions","not_sold_in");--> statement-breakpoint
-- The counts keep each group's scope too, so one edition's total sums the groups it is shown (the same
-- function as 0008's, with the two scope columns in its key).
CREATE OR REPLACE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "content_counts" AS counts ("type", "category", "subcategory", "editions", "not_sold_in", "items")
    SELECT "type", "category", "subcategory", "editions", "not_sold_in", -count(*) FROM "old_rows"
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("type", "category", "subcategory", "editions", "not_sold_in") DO UPDATE SET "items" = counts."items" + excluded."items";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "content_counts" AS counts ("type", "category", "subcategory", "editions", "not_sold_in", "items")
    SELECT "type", "category", "subcategory", "editions", "not_sold_in", count(*) FROM "new_rows"
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("type", "category", "subcategory", "editions", "not_sold_in") DO UPDATE SET "items" = counts."items" + excluded."items";
  END IF;
  RETURN NULL;
END $$;
