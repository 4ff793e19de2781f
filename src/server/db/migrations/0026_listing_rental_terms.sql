ALTER TABLE "properties" ADD COLUMN "tenant_preferences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;