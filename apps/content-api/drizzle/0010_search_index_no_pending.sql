-- The search indexes take each write at once instead of through a pending list: content is written
-- seldom and searched on every visit, and an import left its entries in a pending list that every search
-- read in full until a vacuum or the list's size limit merged it (PGlite has no autovacuum).
DROP INDEX "content_items_product_slugs_idx";--> statement-breakpoint
DROP INDEX "content_translations_fts_idx";--> statement-breakpoint
DROP INDEX "content_translations_folded_trgm_idx";--> statement-breakpoint
CREATE INDEX "content_items_product_slugs_idx" ON "content_items" USING gin (("data" -> 'productSlugs')) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "content_translations_fts_idx" ON "content_translations" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "content_translations_folded_trgm_idx" ON "content_translations" USING gin ("search_folded" gin_trgm_ops) WITH (fastupdate=false);