CREATE TYPE "public"."payment_provider" AS ENUM('manual', 'razorpay');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'paid', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."broker_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"amount_inr" integer NOT NULL,
	"provider_order_id" varchar(80) NOT NULL,
	"provider_payment_id" varchar(80),
	"plan_snapshot" jsonb NOT NULL,
	"marked_paid_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_range" CHECK ("payments"."amount_inr" >= 0),
	CONSTRAINT "payments_paid_has_time" CHECK ("payments"."status" <> 'paid' or "payments"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"seller_type" "seller_type" NOT NULL,
	"price_inr" integer NOT NULL,
	"listing_credits" integer DEFAULT 0 NOT NULL,
	"featured_credits" integer DEFAULT 0 NOT NULL,
	"project_credits" integer DEFAULT 0 NOT NULL,
	"duration_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_range" CHECK ("plans"."price_inr" between 0 and 10000000),
	CONSTRAINT "plans_credits_range" CHECK ("plans"."listing_credits" >= 0 and "plans"."featured_credits" >= 0 and "plans"."project_credits" >= 0),
	CONSTRAINT "plans_duration_range" CHECK ("plans"."duration_days" between 1 and 3660)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"listing_credits" integer NOT NULL,
	"featured_credits" integer NOT NULL,
	"project_credits" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "broker_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broker_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"experience_years" smallint NOT NULL,
	"rera_agent_number" varchar(60) NOT NULL,
	"documents" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"message" text,
	"status" "broker_request_status" DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_requests_experience_range" CHECK ("broker_requests"."experience_years" between 0 and 80),
	CONSTRAINT "broker_requests_rejection_has_reason" CHECK ("broker_requests"."status" <> 'rejected' or "broker_requests"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_marked_paid_by_users_id_fk" FOREIGN KEY ("marked_paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_requests" ADD CONSTRAINT "broker_requests_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_seller_idx" ON "payments" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plans_type_active_idx" ON "plans" USING btree ("seller_type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_key" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_seller_idx" ON "subscriptions" USING btree ("seller_id","ends_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "broker_requests_one_pending" ON "broker_requests" USING btree ("seller_id") WHERE "broker_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "broker_requests_status_idx" ON "broker_requests" USING btree ("status","created_at" DESC NULLS LAST);