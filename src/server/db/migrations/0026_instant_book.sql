-- Instant book (issue 46): the notice a listing needs to book instantly (null: every booking is a request), and
-- whether a booking line confirms at checkout (instant book, or a paid quote).
ALTER TABLE "vendors" ADD COLUMN "instant_book_notice_hours" smallint;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "instant_book_notice_hours" smallint;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "confirms_at_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_instant_book_check" CHECK ("vendors"."instant_book_notice_hours" IS NULL OR "vendors"."instant_book_notice_hours" BETWEEN 0 AND 720);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_instant_book_check" CHECK ("venues"."instant_book_notice_hours" IS NULL OR "venues"."instant_book_notice_hours" BETWEEN 0 AND 720);