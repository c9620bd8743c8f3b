-- Held slots (issue 47): the time a venue or vendor is taken, by a checkout paying for it (a 10-minute hold) or by
-- a booking line requested or confirmed, widened by the listing's set-up and tear-down. An exclusion constraint keeps
-- any two of a listing's slots from overlapping; it replaces booking_items_no_venue_overlap, which held only
-- confirmed venue lines. A trigger on booking_items writes and removes the slots of booking lines.
CREATE TABLE "held_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"checkout_attempt_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"booking_item_id" uuid,
	CONSTRAINT "held_slots_booking_item_id_unique" UNIQUE("booking_item_id"),
	CONSTRAINT "held_slots_time_check" CHECK ("held_slots"."ends_at" > "held_slots"."starts_at"),
	CONSTRAINT "held_slots_kind_check" CHECK (("held_slots"."booking_item_id" IS NULL) = ("held_slots"."hold_expires_at" IS NOT NULL) AND ("held_slots"."booking_item_id" IS NULL) = ("held_slots"."checkout_attempt_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "buffer_before_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "buffer_after_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "max_events_per_day" smallint;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "buffer_before_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "buffer_after_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_events_per_day" smallint;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "buffer_before_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "buffer_after_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "held_slots" ADD CONSTRAINT "held_slots_checkout_attempt_id_checkout_attempts_id_fk" FOREIGN KEY ("checkout_attempt_id") REFERENCES "public"."checkout_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_slots" ADD CONSTRAINT "held_slots_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_slots_listing_day_idx" ON "held_slots" USING btree ("listing_id","event_date");--> statement-breakpoint
CREATE INDEX "held_slots_attempt_idx" ON "held_slots" USING btree ("checkout_attempt_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_availability_check" CHECK ("vendors"."buffer_before_minutes" BETWEEN 0 AND 720 AND "vendors"."buffer_after_minutes" BETWEEN 0 AND 720 AND coalesce("vendors"."max_events_per_day", 1) BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_availability_check" CHECK ("venues"."buffer_before_minutes" BETWEEN 0 AND 720 AND "venues"."buffer_after_minutes" BETWEEN 0 AND 720 AND coalesce("venues"."max_events_per_day", 1) BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_buffers_check" CHECK ("booking_items"."buffer_before_minutes" BETWEEN 0 AND 720 AND "booking_items"."buffer_after_minutes" BETWEEN 0 AND 720);
--> statement-breakpoint
ALTER TABLE "held_slots" ADD CONSTRAINT "held_slots_no_overlap"
  EXCLUDE USING gist ("listing_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
--> statement-breakpoint
-- A line requested or confirmed holds its slot; any other status frees it. A confirmation whose slot was never held
-- (a request kept from before this migration) meets the constraint when another line holds the time.
CREATE FUNCTION "hold_booking_item_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.venue_id, NEW.vendor_id) IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('requested', 'confirmed') THEN
    BEGIN
      INSERT INTO held_slots (listing_id, event_date, starts_at, ends_at, booking_item_id)
      SELECT coalesce(NEW.venue_id, NEW.vendor_id), b.event_date,
        NEW.starts_at - make_interval(mins => NEW.buffer_before_minutes),
        NEW.ends_at + make_interval(mins => NEW.buffer_after_minutes), NEW.id
      FROM bookings b
      WHERE b.id = NEW.booking_id AND NOT EXISTS (SELECT 1 FROM held_slots s WHERE s.booking_item_id = NEW.id);
    EXCEPTION WHEN exclusion_violation THEN
      -- An answer undone after its provider call failed makes the line a request again: if its time was taken
      -- meanwhile, it waits without a slot, and confirming it meets the constraint. Anything else is refused.
      IF TG_OP = 'INSERT' OR NEW.status = 'confirmed' THEN
        RAISE;
      END IF;
    END;
  ELSE
    DELETE FROM held_slots WHERE booking_item_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_items_hold_slot" AFTER INSERT OR UPDATE OF "status" ON "booking_items"
  FOR EACH ROW EXECUTE FUNCTION "hold_booking_item_slot"();
--> statement-breakpoint
-- Lines already on: confirmed ones first (they never overlapped), then the requests that fit beside them.
INSERT INTO held_slots (listing_id, event_date, starts_at, ends_at, booking_item_id)
SELECT coalesce(i.venue_id, i.vendor_id), b.event_date, i.starts_at, i.ends_at, i.id
FROM booking_items i JOIN bookings b ON b.id = i.booking_id
WHERE i.status = 'confirmed' AND coalesce(i.venue_id, i.vendor_id) IS NOT NULL
ORDER BY i.starts_at
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO held_slots (listing_id, event_date, starts_at, ends_at, booking_item_id)
SELECT coalesce(i.venue_id, i.vendor_id), b.event_date, i.starts_at, i.ends_at, i.id
FROM booking_items i JOIN bookings b ON b.id = i.booking_id
WHERE i.status = 'requested' AND coalesce(i.venue_id, i.vendor_id) IS NOT NULL
ORDER BY i.created_at
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_no_venue_overlap";
