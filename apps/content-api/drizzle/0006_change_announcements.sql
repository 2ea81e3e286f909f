CREATE TABLE "change_deliveries" (
	"target" text PRIMARY KEY NOT NULL,
	"last_change_id" integer NOT NULL,
	"delivered_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"created_at" bigint NOT NULL
);
