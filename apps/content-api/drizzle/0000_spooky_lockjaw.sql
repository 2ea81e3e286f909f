CREATE TYPE "public"."language_code" AS ENUM('english', 'spanish', 'burmese');--> statement-breakpoint
CREATE TABLE "navigation_item_translations" (
	"item_id" integer NOT NULL,
	"language_code" "language_code" NOT NULL,
	"navigation_title" text NOT NULL,
	"slave_alt" text,
	"slave_description" text,
	"slave_explain" text,
	CONSTRAINT "navigation_item_translations_item_id_language_code_pk" PRIMARY KEY("item_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"route_path" text NOT NULL,
	"mate_code" text,
	"slave_img" text
);
--> statement-breakpoint
ALTER TABLE "navigation_item_translations" ADD CONSTRAINT "navigation_item_translations_item_id_navigation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_navigation_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "navigation_items_parent_idx" ON "navigation_items" USING btree ("parent_id","sort_order");