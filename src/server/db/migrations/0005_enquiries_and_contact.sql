CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'seen', 'responded', 'closed');--> statement-breakpoint
CREATE TYPE "public"."preferred_contact_time" AS ENUM('Anytime', 'Morning', 'Afternoon', 'Evening');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(10),
	"topic" varchar(60) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"user_id" bigint,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_phone_10_digits" CHECK ("contact_messages"."phone_number" is null or "contact_messages"."phone_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"property_id" bigint,
	"project_id" bigint,
	"seller_id" bigint NOT NULL,
	"message" varchar(1000) NOT NULL,
	"preferred_time" "preferred_contact_time" DEFAULT 'Anytime' NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_one_listing" CHECK (("enquiries"."property_id" is null) <> ("enquiries"."project_id" is null)),
	CONSTRAINT "enquiries_message_present" CHECK (length(trim("enquiries"."message")) > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_key" ON "contact_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_buyer_idempotency_key" ON "enquiries" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_open_property_key" ON "enquiries" USING btree ("buyer_id","property_id") WHERE "enquiries"."property_id" is not null and "enquiries"."status" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_open_project_key" ON "enquiries" USING btree ("buyer_id","project_id") WHERE "enquiries"."project_id" is not null and "enquiries"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "enquiries_seller_inbox_idx" ON "enquiries" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_buyer_created_idx" ON "enquiries" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);