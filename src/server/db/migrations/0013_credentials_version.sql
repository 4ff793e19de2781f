ALTER TABLE "sessions" ADD COLUMN "credentials_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_version" integer DEFAULT 0 NOT NULL;