ALTER TABLE "saved_searches" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "sms_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_one_sms_key" ON "saved_searches" USING btree ("user_id") WHERE "saved_searches"."sms_alerts";