CREATE TYPE "public"."studio_role" AS ENUM('admin', 'publisher', 'editor', 'translator');--> statement-breakpoint
CREATE TABLE "studio_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" "studio_role" NOT NULL,
	"editions" text[],
	"languages" "language_code"[]
);
--> statement-breakpoint
CREATE TABLE "studio_published" (
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"part" text NOT NULL,
	"version_id" integer NOT NULL,
	"published_at" bigint NOT NULL,
	"published_by" text,
	CONSTRAINT "studio_published_type_slug_part_pk" PRIMARY KEY("type","slug","part")
);
--> statement-breakpoint
CREATE TABLE "studio_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "studio_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "studio_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"parts" text[] NOT NULL,
	"at" bigint NOT NULL,
	"author_id" text NOT NULL,
	"author_email" text NOT NULL,
	"created_at" bigint NOT NULL,
	"done_at" bigint,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "studio_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "studio_two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer,
	"locked_until" timestamp
);
--> statement-breakpoint
CREATE TABLE "studio_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "studio_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "studio_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"part" text NOT NULL,
	"body" jsonb NOT NULL,
	"based_on" integer,
	"author_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_accounts" ADD CONSTRAINT "studio_accounts_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_grants" ADD CONSTRAINT "studio_grants_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_published" ADD CONSTRAINT "studio_published_version_id_studio_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."studio_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_two_factors" ADD CONSTRAINT "studio_two_factors_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_versions" ADD CONSTRAINT "studio_versions_author_id_studio_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_accounts_user_idx" ON "studio_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_audit_target_idx" ON "studio_audit" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "studio_grants_user_idx" ON "studio_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_schedules_due_idx" ON "studio_schedules" USING btree ("at") WHERE "studio_schedules"."done_at" is null;--> statement-breakpoint
CREATE INDEX "studio_sessions_user_idx" ON "studio_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_verifications_identifier_idx" ON "studio_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "studio_versions_part_idx" ON "studio_versions" USING btree ("type","slug","part","id");