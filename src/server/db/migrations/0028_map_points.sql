-- Maps: a listing's precision (owners' listings show an approximate area by default), its public point
-- (the exact one, or snapped to a grid of about 300 m: shared/location/map-area.ts), and the two indexes
-- that serve a box (pins, counts, clusters) and near me (nearest first).
-- cube is a trusted extension (PostgreSQL 13+), so the database owner may create it as it does pg_trgm;
-- PGlite loads it from its contrib (db/client.ts). earthdistance would need a superuser: geo_ecef below
-- does its one job (a point on the earth's surface, in metres, whose <-> is the chord length).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE OR REPLACE FUNCTION geo_ecef(lat double precision, lng double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN cube(cube(cube(6371000 * cos(radians(lat)) * cos(radians(lng))),
                   6371000 * cos(radians(lat)) * sin(radians(lng))),
              6371000 * sin(radians(lat)));--> statement-breakpoint
CREATE TYPE "public"."location_precision" AS ENUM('exact', 'approximate');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_precision" "location_precision" DEFAULT 'exact' NOT NULL;--> statement-breakpoint
-- Listings already posted by owners show an approximate area, as new ones do.
UPDATE "properties" SET "location_precision" = 'approximate'
  WHERE "seller_id" IN (SELECT "user_id" FROM "sellers" WHERE "seller_type" = 'Individual');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_latitude" double precision GENERATED ALWAYS AS (case when location_precision = 'approximate' then round(latitude / 0.0027) * 0.0027 else latitude end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_longitude" double precision GENERATED ALWAYS AS (case when location_precision = 'approximate' then round(longitude / 0.0027) * 0.0027 else longitude end) STORED;--> statement-breakpoint
-- Hand-written INCLUDE (drizzle-kit cannot express it), same name, keys and predicate as listings.schema.ts:
-- a box's clusters and counts with the common filters (and the blocked-seller check) read the index alone.
CREATE INDEX "properties_active_map_idx" ON "properties" USING btree ("map_latitude","map_longitude") INCLUDE ("seller_id","transaction_type","property_type","bedrooms","price") WHERE "properties"."status" = 'active' and "properties"."map_latitude" is not null;--> statement-breakpoint
CREATE INDEX "properties_active_near_idx" ON "properties" USING gist (geo_ecef("map_latitude", "map_longitude")) WHERE "properties"."status" = 'active' and "properties"."map_latitude" is not null;
