-- Cancellation policies (issue 46): the tier a listing offers, and the tier each booking line was booked with;
-- listings and bookings before keep the rule they had, free cancellation up to 24 hours before the event.
ALTER TABLE "vendors" ADD COLUMN "cancellation_tier" text DEFAULT 'very-flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "cancellation_tier" text DEFAULT 'very-flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "cancellation_tier" text DEFAULT 'very-flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_cancellation_tier_check" CHECK ("vendors"."cancellation_tier" IN ('very-flexible', 'flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_cancellation_tier_check" CHECK ("venues"."cancellation_tier" IN ('very-flexible', 'flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_cancellation_tier_check" CHECK ("booking_items"."cancellation_tier" IN ('very-flexible', 'flexible', 'moderate', 'strict'));