CREATE TYPE "public"."review_report_reason" AS ENUM('offensive', 'spam', 'personal', 'not-resident', 'other');--> statement-breakpoint
CREATE TABLE "locality_review_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locality_review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" "review_report_reason" NOT NULL,
	"details" varchar(500),
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locality_review_reports" ADD CONSTRAINT "locality_review_reports_review_id_locality_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."locality_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_review_reports" ADD CONSTRAINT "locality_review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_review_reports" ADD CONSTRAINT "locality_review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locality_review_reports_one_per_reporter" ON "locality_review_reports" USING btree ("reporter_id","review_id");--> statement-breakpoint
CREATE INDEX "locality_review_reports_open_idx" ON "locality_review_reports" USING btree ("review_id") WHERE "locality_review_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "locality_review_reports_status_idx" ON "locality_review_reports" USING btree ("status","created_at" DESC NULLS LAST);