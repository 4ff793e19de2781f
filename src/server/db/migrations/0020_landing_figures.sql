CREATE TABLE "landing_figures" (
	"city_slug" varchar(200) NOT NULL,
	"page" varchar(300) NOT NULL,
	"total" integer NOT NULL,
	"median_price_per_sqft" integer,
	"median_rent" integer,
	"figures" jsonb,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_figures_city_slug_page_pk" PRIMARY KEY("city_slug","page")
);
