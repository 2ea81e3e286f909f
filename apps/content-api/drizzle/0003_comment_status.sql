CREATE TYPE "public"."comment_status" AS ENUM('published', 'held', 'hidden');--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "status" "comment_status" DEFAULT 'published' NOT NULL;