-- Hand-written (drizzle-kit cannot express INCLUDE): properties_active_locality_idx as listings.schema.ts
-- declares it, with the seller (for the blocked-seller check), city and state, so a locality search's
-- total and the type-ahead's locality counts are index-only scans. Without it, a locality and the ones like it (Arera Colony, Defence Colony, ...) were
-- counted by reading a whole city index (750 ms at a million listings) rather than fetching their rows.
DROP INDEX IF EXISTS "properties_active_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_active_locality_idx" ON "properties" USING btree (lower("locality"),"locality") INCLUDE ("seller_id","city","state") WHERE "properties"."status" = 'active';
