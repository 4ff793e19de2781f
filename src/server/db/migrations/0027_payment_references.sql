ALTER TABLE "payments" ADD COLUMN "seller_reference" varchar(35);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_reference" varchar(35);