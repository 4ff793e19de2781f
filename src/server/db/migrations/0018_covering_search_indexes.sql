-- Hand-written (drizzle-kit cannot express INCLUDE): the search
-- indexes rebuilt as covering indexes, same names, keys and predicates as listings.schema.ts declares.
-- At a million listings a search's total (up to 10,000 matches), a deep page (page 50 skips 980 rows)
-- and a sorted page with filters the sort's index does not lead with (a city's 2 BHK flats, newest
-- first) visited the table once per row only to read the seller (for the blocked-seller check) and the
-- filtered columns; with those columns in the index the page's ids and the total are index-only scans.
-- The type-and-price indexes also carry what the landing pages count and group by (city, state,
-- locality, price per sq.ft). See docs/benchmarks.md, "Search at a million listings".
DROP INDEX IF EXISTS "properties_active_city_type_price_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","transaction_type","price") INCLUDE ("seller_id","bedrooms","area_sqft","posted_by","possession","furnishing","price_per_sqft","city","state","locality") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_type_price_idx";--> statement-breakpoint
CREATE INDEX "properties_active_type_price_idx" ON "properties" USING btree ("property_type","transaction_type","price") INCLUDE ("seller_id","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_city_newest_id_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_newest_id_idx" ON "properties" USING btree (lower("city"),"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("seller_id","property_type","transaction_type","price","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_city_price_id_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_price_id_idx" ON "properties" USING btree (lower("city"),"price","id") INCLUDE ("seller_id","property_type","transaction_type","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_city_price_per_sqft_id_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_price_per_sqft_id_idx" ON "properties" USING btree (lower("city"),"price_per_sqft","id") INCLUDE ("seller_id","property_type","transaction_type","price","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_price_id_idx";--> statement-breakpoint
CREATE INDEX "properties_active_price_id_idx" ON "properties" USING btree ("price","id") INCLUDE ("seller_id","property_type","transaction_type","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_active_newest_id_idx";--> statement-breakpoint
CREATE INDEX "properties_active_newest_id_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("seller_id","property_type","transaction_type","price","bedrooms","area_sqft","posted_by","possession","furnishing") WHERE "properties"."status" = 'active';
