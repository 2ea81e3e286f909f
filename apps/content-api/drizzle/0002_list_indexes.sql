DROP INDEX "content_items_category_idx";--> statement-breakpoint
CREATE INDEX "content_items_product_slugs_idx" ON "content_items" USING gin (("data" -> 'productSlugs'));--> statement-breakpoint
CREATE INDEX "content_items_category_idx" ON "content_items" USING btree ("type","category","date","id");