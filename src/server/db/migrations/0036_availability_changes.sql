-- Which transactions changed what Discover reads for a day (issue 47, ADR 029). A held slot counts for the days whose
-- search reads it (its event's day from two days before to the day after); a block for every day its range meets,
-- with the margins Discover reads blocks by (listings/day-availability.ts). Each transaction adds its own rows, so
-- no writer waits for another; Discover compares a day's count with the one it read the day's rows at.
CREATE TABLE "availability_changes" (
	"day" date NOT NULL,
	"transaction_id" bigint NOT NULL,
	CONSTRAINT "availability_changes_day_transaction_id_pk" PRIMARY KEY("day","transaction_id")
);--> statement-breakpoint
CREATE FUNCTION availability_changed(first_day date, last_day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_changes (day, transaction_id)
  SELECT d::date, pg_current_xact_id()::text::bigint FROM generate_series(first_day, last_day, interval '1 day') AS d
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION held_slots_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM availability_changed(OLD.event_date - 2, OLD.event_date + 1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM availability_changed(NEW.event_date - 2, NEW.event_date + 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER held_slots_availability_changed AFTER INSERT OR UPDATE OR DELETE ON "held_slots"
  FOR EACH ROW EXECUTE FUNCTION held_slots_availability_changed();--> statement-breakpoint
CREATE FUNCTION listing_blocks_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM availability_changed((OLD.starts_at AT TIME ZONE 'UTC')::date - 4, (OLD.ends_at AT TIME ZONE 'UTC')::date + 2);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM availability_changed((NEW.starts_at AT TIME ZONE 'UTC')::date - 4, (NEW.ends_at AT TIME ZONE 'UTC')::date + 2);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_blocks_availability_changed AFTER INSERT OR UPDATE OR DELETE ON "listing_blocks"
  FOR EACH ROW EXECUTE FUNCTION listing_blocks_availability_changed();
