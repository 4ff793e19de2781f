-- Hand-written (drizzle-kit cannot express INCLUDE): properties_active_locality_idx and
-- properties_active_city_idx as listings.schema.ts declares them, with the seller (for the blocked-seller
-- check) and the place's other names, so a locality search's total and the type-ahead's counts are
-- index-only scans. Without them, a locality and the ones like it (Arera Colony, Defence Colony, ...)
-- were counted by reading a whole city index (750 ms at a million listings) rather than their entries.
DROP INDEX IF EXISTS "properties_active_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_active_locality_idx" ON "properties" USING btree (lower("locality"),"locality") INCLUDE ("seller_id","city","state") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_city_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_idx" ON "properties" USING btree ("city") INCLUDE ("seller_id","state") WHERE "properties"."status" = 'active';
