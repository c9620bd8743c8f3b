-- Each booking line stores what its unit price buys (issue 41). Rows before it were priced by the hour.
ALTER TABLE "booking_items" ADD COLUMN "price_unit" text DEFAULT 'hour' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_price_unit_check" CHECK ("booking_items"."price_unit" IN ('hour', 'day', 'event', 'guest', 'package', 'item'));