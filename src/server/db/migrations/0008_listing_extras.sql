CREATE TABLE "listing_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_extras_one_listing_check" CHECK (("listing_extras"."venue_id" IS NULL) <> ("listing_extras"."vendor_id" IS NULL)),
	CONSTRAINT "listing_extras_kind_check" CHECK ("listing_extras"."kind" IN ('addon', 'package')),
	CONSTRAINT "listing_extras_price_check" CHECK ("listing_extras"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_extras" ADD CONSTRAINT "listing_extras_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_extras" ADD CONSTRAINT "listing_extras_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_extras_venue_idx" ON "listing_extras" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "listing_extras_vendor_idx" ON "listing_extras" USING btree ("vendor_id","position");