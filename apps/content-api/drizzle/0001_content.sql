-- Burmese search matches by trigram; PGlite loads the extension in process, Postgres ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"language_code" "language_code" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"legacy_id" integer,
	"category" text,
	"subcategory" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date" bigint,
	"data" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_singletons" (
	"name" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"source_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" integer NOT NULL,
	"language_code" "language_code" NOT NULL,
	"texts" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "content_translations_item_id_language_code_pk" PRIMARY KEY("item_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "online_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"product" text NOT NULL,
	"company" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"message" text NOT NULL,
	"language_code" "language_code" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"webinar_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"organization" text NOT NULL,
	"relationship" text NOT NULL,
	"country" text NOT NULL,
	"language_code" "language_code" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_blog_id_content_items_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_content_items_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_comments_blog_idx" ON "blog_comments" USING btree ("blog_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_comments_identity_idx" ON "blog_comments" USING btree ("blog_id","email","created_at",md5("content"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_type_slug_idx" ON "content_items" USING btree ("type","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_type_legacy_idx" ON "content_items" USING btree ("type","legacy_id");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("type","date","id");--> statement-breakpoint
CREATE INDEX "content_items_order_idx" ON "content_items" USING btree ("type","sort_order","id");--> statement-breakpoint
CREATE INDEX "content_items_category_idx" ON "content_items" USING btree ("type","category","subcategory");--> statement-breakpoint
CREATE INDEX "content_translations_fts_idx" ON "content_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_translations_trgm_idx" ON "content_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_once_idx" ON "webinar_registrations" USING btree ("webinar_id","email_key");