CREATE TABLE "listing_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_views_once_a_day" UNIQUE("listing_kind","listing_id","visitor_key","day"),
	CONSTRAINT "listing_views_kind_check" CHECK ("listing_views"."listing_kind" IN ('venue', 'vendor'))
);
--> statement-breakpoint
CREATE INDEX "listing_views_listing_day_idx" ON "listing_views" USING btree ("listing_id","day");