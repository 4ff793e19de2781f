CREATE TABLE "login_otps" (
	"phone_number" varchar(10) PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"otp_hash" varchar(64) NOT NULL,
	"otp_salt" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_otps" ADD CONSTRAINT "login_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_otps_expires_idx" ON "login_otps" USING btree ("expires_at");