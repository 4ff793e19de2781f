CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'blocked', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."area_unit" AS ENUM('sq.ft', 'sq.yd', 'sq.m', 'acre', 'hectare', 'bigha', 'biswa', 'kanal', 'marla', 'guntha', 'cent', 'ground');--> statement-breakpoint
CREATE TYPE "public"."facing" AS ENUM('North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('Unfurnished', 'Semi-Furnished', 'Furnished');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('pending', 'active', 'rejected', 'sold', 'rented', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."possession" AS ENUM('Ready to Move', 'Under Construction');--> statement-breakpoint
CREATE TYPE "public"."posted_by" AS ENUM('Owner', 'Agent', 'Builder');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('Flat/Apartment', 'Independent House/Villa', 'Builder Floor', 'Plot', 'Land', 'Office Space', 'Retail Space/Shop', 'Warehouse');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('Buy', 'Rent');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('pending', 'active', 'rejected', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('Residential', 'Commercial', 'Mixed');--> statement-breakpoint
CREATE TYPE "public"."seller_type" AS ENUM('Individual', 'Agent', 'Builder');--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_10_digits" CHECK ("users"."phone_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "users_email_shape" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"posted_by" "posted_by" NOT NULL,
	"project_id" bigint,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_type" "property_type" NOT NULL,
	"transaction_type" "transaction_type" NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint,
	"price_negotiable" boolean DEFAULT false NOT NULL,
	"area_value" numeric(12, 2) NOT NULL,
	"area_unit" "area_unit" NOT NULL,
	"area_sqft" numeric(14, 2) NOT NULL,
	"price_per_sqft" integer GENERATED ALWAYS AS (case when area_sqft > 0 then round(price / area_sqft)::integer end) STORED,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"balconies" smallint,
	"furnishing" "furnishing",
	"floor" smallint,
	"total_floors" smallint,
	"facing" "facing",
	"possession" "possession" DEFAULT 'Ready to Move' NOT NULL,
	"possession_date" date,
	"age_years" smallint,
	"rera_id" varchar(60),
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(80) NOT NULL,
	"city" varchar(80) NOT NULL,
	"locality" varchar(120) NOT NULL,
	"sub_locality" varchar(120),
	"society" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"featured_until" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(locality, '') || ' ' || coalesce(sub_locality, '') || ' ' || coalesce(society, '') || ' ' || city || ' ' || state), 'A')
          || setweight(to_tsvector('simple'::regconfig, title), 'B')
          || setweight(to_tsvector('simple'::regconfig, description), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "properties_price_non_negative" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_deposit_non_negative" CHECK ("properties"."deposit" is null or "properties"."deposit" >= 0),
	CONSTRAINT "properties_area_positive" CHECK ("properties"."area_value" > 0 and "properties"."area_sqft" > 0),
	CONSTRAINT "properties_rooms_range" CHECK (coalesce("properties"."bedrooms", 0) between 0 and 20 and coalesce("properties"."bathrooms", 0) between 0 and 20 and coalesce("properties"."balconies", 0) between 0 and 20),
	CONSTRAINT "properties_floors_range" CHECK ("properties"."total_floors" is null or ("properties"."total_floors" between 0 and 200 and coalesce("properties"."floor", 0) between -3 and "properties"."total_floors")),
	CONSTRAINT "properties_location_present" CHECK (length(trim("properties"."city")) > 0 and length(trim("properties"."state")) > 0 and length(trim("properties"."locality")) > 0),
	CONSTRAINT "properties_title_present" CHECK (length(trim("properties"."title")) > 0),
	CONSTRAINT "properties_coordinates_range" CHECK (("properties"."latitude" is null and "properties"."longitude" is null) or ("properties"."latitude" between -90 and 90 and "properties"."longitude" between -180 and 180)),
	CONSTRAINT "properties_rejection_has_reason" CHECK ("properties"."status" <> 'rejected' or "properties"."rejection_reason" is not null),
	CONSTRAINT "properties_views_non_negative" CHECK ("properties"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"property_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"media_hash" varchar(64) NOT NULL,
	"caption" varchar(120),
	CONSTRAINT "property_photos_property_id_position_pk" PRIMARY KEY("property_id","position"),
	CONSTRAINT "property_photos_position_range" CHECK ("property_photos"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_hash_hex" CHECK ("media"."hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_positive_size" CHECK ("media"."width" > 0 and "media"."height" > 0 and "media"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"project_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"media_hash" varchar(64) NOT NULL,
	CONSTRAINT "project_photos_project_id_position_pk" PRIMARY KEY("project_id","position"),
	CONSTRAINT "project_photos_position_range" CHECK ("project_photos"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"builder_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"project_type" "project_type" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" varchar(80) NOT NULL,
	"city" varchar(80) NOT NULL,
	"locality" varchar(120) NOT NULL,
	"address" varchar(300),
	"latitude" double precision,
	"longitude" double precision,
	"total_units" integer NOT NULL,
	"available_units" integer NOT NULL,
	"unit_configurations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" bigint NOT NULL,
	"max_price" bigint NOT NULL,
	"launch_date" date,
	"completion_date" date,
	"rera_id" varchar(60),
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "project_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"upcoming" boolean DEFAULT false NOT NULL,
	"featured_until" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name || ' ' || locality || ' ' || city || ' ' || state), 'A')
          || setweight(to_tsvector('simple'::regconfig, description), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "projects_units_valid" CHECK ("projects"."total_units" > 0 and "projects"."available_units" between 0 and "projects"."total_units"),
	CONSTRAINT "projects_price_range" CHECK ("projects"."min_price" >= 0 and "projects"."max_price" >= "projects"."min_price"),
	CONSTRAINT "projects_location_present" CHECK (length(trim("projects"."city")) > 0 and length(trim("projects"."state")) > 0 and length(trim("projects"."locality")) > 0),
	CONSTRAINT "projects_dates_ordered" CHECK ("projects"."launch_date" is null or "projects"."completion_date" is null or "projects"."completion_date" >= "projects"."launch_date"),
	CONSTRAINT "projects_rejection_has_reason" CHECK ("projects"."status" <> 'rejected' or "projects"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"seller_type" "seller_type" NOT NULL,
	"company_name" varchar(120),
	"address" varchar(300),
	"city" varchar(80),
	"state" varchar(80),
	"about" text,
	"photo_hash" varchar(64),
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"rera_agent_number" varchar(60),
	"experience_years" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_experience_range" CHECK ("sellers"."experience_years" is null or "sellers"."experience_years" between 0 and 80)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_media_hash_media_hash_fk" FOREIGN KEY ("media_hash") REFERENCES "public"."media"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_media_hash_media_hash_fk" FOREIGN KEY ("media_hash") REFERENCES "public"."media"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_builder_id_users_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_photo_hash_media_hash_fk" FOREIGN KEY ("photo_hash") REFERENCES "public"."media"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_active_city_newest_idx" ON "properties" USING btree (lower("city"),"published_at" DESC NULLS LAST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","transaction_type","price") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_type_price_idx" ON "properties" USING btree ("property_type","transaction_type","price") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_featured_idx" ON "properties" USING btree ("featured_until") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search");--> statement-breakpoint
CREATE INDEX "properties_locality_trgm_idx" ON "properties" USING gin ("locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_seller_status_idx" ON "properties" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "property_photos_media_idx" ON "property_photos" USING btree ("media_hash");--> statement-breakpoint
CREATE INDEX "project_photos_media_idx" ON "project_photos" USING btree ("media_hash");--> statement-breakpoint
CREATE INDEX "projects_active_city_idx" ON "projects" USING btree (lower("city"),"published_at" DESC NULLS LAST) WHERE "projects"."status" = 'active';--> statement-breakpoint
CREATE INDEX "projects_builder_idx" ON "projects" USING btree ("builder_id","status");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sellers_type_idx" ON "sellers" USING btree ("seller_type");