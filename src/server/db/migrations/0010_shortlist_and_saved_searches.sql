CREATE TYPE "public"."saved_listing_kind" AS ENUM('property', 'project');--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"query" varchar(500) NOT NULL,
	"label" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_query_not_empty" CHECK (length("saved_searches"."query") > 0)
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" bigint NOT NULL,
	"kind" "saved_listing_kind" NOT NULL,
	"listing_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_kind_listing_id_pk" PRIMARY KEY("user_id","kind","listing_id"),
	CONSTRAINT "recently_viewed_listing_id_positive" CHECK ("recently_viewed"."listing_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "shortlist_items" (
	"user_id" bigint NOT NULL,
	"kind" "saved_listing_kind" NOT NULL,
	"listing_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_items_user_id_kind_listing_id_pk" PRIMARY KEY("user_id","kind","listing_id"),
	CONSTRAINT "shortlist_items_listing_id_positive" CHECK ("shortlist_items"."listing_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_key" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_alerted_idx" ON "saved_searches" USING btree ("last_alerted_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_user_viewed_idx" ON "recently_viewed" USING btree ("user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_items_user_added_idx" ON "shortlist_items" USING btree ("user_id","added_at" DESC NULLS LAST);