CREATE TYPE "public"."report_reason" AS ENUM('sold', 'wrong-details', 'fake', 'duplicate', 'agent-as-owner', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'upheld', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."review_stay" AS ENUM('Under 1 year', '1-3 years', '3-5 years', 'Over 5 years');--> statement-breakpoint
CREATE TYPE "public"."review_tenure" AS ENUM('Owner', 'Tenant');--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" bigint,
	"project_id" bigint,
	"reporter_id" bigint NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" varchar(500),
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_one_subject" CHECK (("listing_reports"."property_id" is null) <> ("listing_reports"."project_id" is null))
);
--> statement-breakpoint
CREATE TABLE "locality_review_votes" (
	"review_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locality_review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "locality_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locality_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint NOT NULL,
	"place_key" varchar(200) NOT NULL,
	"state" varchar(80) NOT NULL,
	"city" varchar(80) NOT NULL,
	"locality" varchar(120) NOT NULL,
	"overall" smallint NOT NULL,
	"connectivity" smallint NOT NULL,
	"safety" smallint NOT NULL,
	"schools" smallint NOT NULL,
	"utilities" smallint NOT NULL,
	"markets" smallint NOT NULL,
	"text" text NOT NULL,
	"tenure" "review_tenure" NOT NULL,
	"stay" "review_stay" NOT NULL,
	"lives_there" boolean NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"hidden_reason" varchar(500),
	"hidden_by" bigint,
	"hidden_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locality_reviews_ratings_range" CHECK ("locality_reviews"."overall" between 1 and 5 and "locality_reviews"."connectivity" between 1 and 5 and "locality_reviews"."safety" between 1 and 5 and "locality_reviews"."schools" between 1 and 5 and "locality_reviews"."utilities" between 1 and 5 and "locality_reviews"."markets" between 1 and 5),
	CONSTRAINT "locality_reviews_helpful_non_negative" CHECK ("locality_reviews"."helpful_count" >= 0),
	CONSTRAINT "locality_reviews_hidden_has_reason" CHECK ("locality_reviews"."status" <> 'hidden' or "locality_reviews"."hidden_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "confirmed_at" = coalesce("published_at", "created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_for_reports_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_changes" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_for_reports_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_review_votes" ADD CONSTRAINT "locality_review_votes_review_id_locality_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."locality_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_review_votes" ADD CONSTRAINT "locality_review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_per_property" ON "listing_reports" USING btree ("reporter_id","property_id") WHERE "listing_reports"."property_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_per_project" ON "listing_reports" USING btree ("reporter_id","project_id") WHERE "listing_reports"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reports_property_idx" ON "listing_reports" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listing_reports_project_idx" ON "listing_reports" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "locality_review_votes_user_idx" ON "locality_review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locality_reviews_one_per_author" ON "locality_reviews" USING btree ("author_id","place_key");--> statement-breakpoint
CREATE INDEX "locality_reviews_place_newest_idx" ON "locality_reviews" USING btree ("place_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "locality_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "locality_reviews_place_helpful_idx" ON "locality_reviews" USING btree ("place_key","helpful_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "locality_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "locality_reviews_city_idx" ON "locality_reviews" USING btree (lower("city")) WHERE "locality_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "locality_reviews_status_idx" ON "locality_reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_active_confirmed_idx" ON "properties" USING btree ("transaction_type","confirmed_at") WHERE "properties"."status" = 'active';