ALTER TABLE "listing_reports" ADD COLUMN "reporter_phone_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "reporter_network_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "reporter_device_hash" varchar(64);