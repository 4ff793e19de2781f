DROP INDEX "properties_active_city_newest_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_price_per_sqft_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_newest_id_idx" ON "properties" USING btree (lower("city"),"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_price_id_idx" ON "properties" USING btree (lower("city"),"price","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_price_per_sqft_id_idx" ON "properties" USING btree (lower("city"),"price_per_sqft","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_price_id_idx" ON "properties" USING btree ("price","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_newest_id_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'active';