CREATE TABLE "deleted_phones" (
	"phone_hash" varchar(64) PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
