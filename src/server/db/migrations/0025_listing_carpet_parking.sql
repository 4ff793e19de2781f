CREATE TYPE "public"."parking" AS ENUM('Covered', 'Open', 'None');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "carpet_area_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" "parking";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_spaces" smallint;