CREATE TABLE "background_jobs" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" varchar(120),
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"cursor" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_claim" varchar(40);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reminder_claimed_until" timestamp with time zone;