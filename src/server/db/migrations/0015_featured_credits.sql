CREATE TABLE "featured_spends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_spends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"featured_until" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "featured_credits_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_spends" ADD CONSTRAINT "featured_spends_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_spends" ADD CONSTRAINT "featured_spends_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_spends" ADD CONSTRAINT "featured_spends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_spends_subscription_property_key" ON "featured_spends" USING btree ("subscription_id","property_id");--> statement-breakpoint
CREATE INDEX "featured_spends_seller_idx" ON "featured_spends" USING btree ("seller_id","spent_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_featured_used_range" CHECK ("subscriptions"."featured_credits_used" >= 0 and "subscriptions"."featured_credits_used" <= "subscriptions"."featured_credits");