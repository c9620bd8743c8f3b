-- Blocked times for venues and vendors alike (issue 47): a venue's blocked days become blocks from midnight to
-- midnight on its clock, kept with their notes, in one table that hand-made blocks and calendar feeds share.
CREATE TABLE "listing_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_blocks_time_check" CHECK ("listing_blocks"."ends_at" > "listing_blocks"."starts_at"),
	CONSTRAINT "listing_blocks_source_check" CHECK ("listing_blocks"."source" IN ('manual', 'calendar'))
);
--> statement-breakpoint
CREATE INDEX "listing_blocks_listing_idx" ON "listing_blocks" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "listing_blocks_time_idx" ON "listing_blocks" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
INSERT INTO "listing_blocks" ("listing_id", "starts_at", "ends_at", "reason", "created_at")
SELECT b.venue_id, b.date::timestamp AT TIME ZONE v.time_zone, (b.date + 1)::timestamp AT TIME ZONE v.time_zone,
  b.reason, b.created_at
FROM "venue_blocked_dates" b JOIN "venues" v ON v.id = b.venue_id;--> statement-breakpoint
DROP TABLE "venue_blocked_dates" CASCADE;
