-- Event times on the venue's clock (issue 47, ADR 026). Listings get a time zone, their state's (a state we cannot
-- place gets Eastern time, which its partner can change); a booking line keeps the zone it was booked on (its
-- booking's venue's, else its own listing's). Until now a start of 18:00 was stored as 18:00 UTC: each line's stored
-- times move to the same wall-clock times in its zone, and the held slots are written again from the moved lines.
CREATE TEMPORARY TABLE state_time_zones (state text PRIMARY KEY, zone text NOT NULL);
--> statement-breakpoint
INSERT INTO state_time_zones (state, zone) VALUES
  ('ct', 'America/New_York'), ('connecticut', 'America/New_York'), ('de', 'America/New_York'),
  ('delaware', 'America/New_York'), ('dc', 'America/New_York'), ('district of columbia', 'America/New_York'),
  ('fl', 'America/New_York'), ('florida', 'America/New_York'), ('ga', 'America/New_York'),
  ('georgia', 'America/New_York'), ('in', 'America/New_York'), ('indiana', 'America/New_York'),
  ('ky', 'America/New_York'), ('kentucky', 'America/New_York'), ('me', 'America/New_York'),
  ('maine', 'America/New_York'), ('md', 'America/New_York'), ('maryland', 'America/New_York'),
  ('ma', 'America/New_York'), ('massachusetts', 'America/New_York'), ('mi', 'America/New_York'),
  ('michigan', 'America/New_York'), ('nh', 'America/New_York'), ('new hampshire', 'America/New_York'),
  ('nj', 'America/New_York'), ('new jersey', 'America/New_York'), ('ny', 'America/New_York'),
  ('new york', 'America/New_York'), ('nc', 'America/New_York'), ('north carolina', 'America/New_York'),
  ('oh', 'America/New_York'), ('ohio', 'America/New_York'), ('pa', 'America/New_York'),
  ('pennsylvania', 'America/New_York'), ('ri', 'America/New_York'), ('rhode island', 'America/New_York'),
  ('sc', 'America/New_York'), ('south carolina', 'America/New_York'), ('vt', 'America/New_York'),
  ('vermont', 'America/New_York'), ('va', 'America/New_York'), ('virginia', 'America/New_York'),
  ('wv', 'America/New_York'), ('west virginia', 'America/New_York'), ('al', 'America/Chicago'),
  ('alabama', 'America/Chicago'), ('ar', 'America/Chicago'), ('arkansas', 'America/Chicago'),
  ('il', 'America/Chicago'), ('illinois', 'America/Chicago'), ('ia', 'America/Chicago'),
  ('iowa', 'America/Chicago'), ('ks', 'America/Chicago'), ('kansas', 'America/Chicago'), ('la', 'America/Chicago'),
  ('louisiana', 'America/Chicago'), ('mn', 'America/Chicago'), ('minnesota', 'America/Chicago'),
  ('ms', 'America/Chicago'), ('mississippi', 'America/Chicago'), ('mo', 'America/Chicago'),
  ('missouri', 'America/Chicago'), ('ne', 'America/Chicago'), ('nebraska', 'America/Chicago'),
  ('nd', 'America/Chicago'), ('north dakota', 'America/Chicago'), ('ok', 'America/Chicago'),
  ('oklahoma', 'America/Chicago'), ('sd', 'America/Chicago'), ('south dakota', 'America/Chicago'),
  ('tn', 'America/Chicago'), ('tennessee', 'America/Chicago'), ('tx', 'America/Chicago'),
  ('texas', 'America/Chicago'), ('wi', 'America/Chicago'), ('wisconsin', 'America/Chicago'),
  ('co', 'America/Denver'), ('colorado', 'America/Denver'), ('id', 'America/Denver'), ('idaho', 'America/Denver'),
  ('mt', 'America/Denver'), ('montana', 'America/Denver'), ('nm', 'America/Denver'),
  ('new mexico', 'America/Denver'), ('ut', 'America/Denver'), ('utah', 'America/Denver'), ('wy', 'America/Denver'),
  ('wyoming', 'America/Denver'), ('az', 'America/Phoenix'), ('arizona', 'America/Phoenix'),
  ('ca', 'America/Los_Angeles'), ('california', 'America/Los_Angeles'), ('nv', 'America/Los_Angeles'),
  ('nevada', 'America/Los_Angeles'), ('or', 'America/Los_Angeles'), ('oregon', 'America/Los_Angeles'),
  ('wa', 'America/Los_Angeles'), ('washington', 'America/Los_Angeles'), ('ak', 'America/Anchorage'),
  ('alaska', 'America/Anchorage'), ('hi', 'Pacific/Honolulu'), ('hawaii', 'Pacific/Honolulu'),
  ('pr', 'America/Puerto_Rico'), ('puerto rico', 'America/Puerto_Rico');
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "time_zone" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "time_zone" text;
--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "time_zone" text;
--> statement-breakpoint
UPDATE venues l SET time_zone = coalesce(
  (SELECT z.zone FROM state_time_zones z WHERE z.state = lower(trim(l.state))), 'America/New_York');
--> statement-breakpoint
UPDATE vendors l SET time_zone = coalesce(
  (SELECT z.zone FROM state_time_zones z WHERE z.state = lower(trim(l.state))), 'America/New_York');
--> statement-breakpoint
DROP TABLE state_time_zones;
--> statement-breakpoint
UPDATE booking_items i SET time_zone = coalesce(
  (SELECT v.time_zone FROM booking_items vi JOIN venues v ON v.id = vi.venue_id
    WHERE vi.booking_id = i.booking_id ORDER BY vi.created_at LIMIT 1),
  (SELECT v.time_zone FROM venues v WHERE v.id = i.venue_id),
  (SELECT d.time_zone FROM vendors d WHERE d.id = i.vendor_id),
  'America/New_York');
--> statement-breakpoint
UPDATE booking_items SET starts_at = (starts_at AT TIME ZONE 'UTC') AT TIME ZONE time_zone,
  ends_at = (ends_at AT TIME ZONE 'UTC') AT TIME ZONE time_zone;
--> statement-breakpoint
DELETE FROM held_slots;
--> statement-breakpoint
INSERT INTO held_slots (listing_id, event_date, starts_at, ends_at, booking_item_id)
SELECT coalesce(i.venue_id, i.vendor_id), b.event_date,
  i.starts_at - make_interval(mins => i.buffer_before_minutes), i.ends_at + make_interval(mins => i.buffer_after_minutes),
  i.id
FROM booking_items i JOIN bookings b ON b.id = i.booking_id
WHERE i.status IN ('requested', 'confirmed') AND coalesce(i.venue_id, i.vendor_id) IS NOT NULL
ORDER BY i.status = 'requested', i.created_at
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "time_zone" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "time_zone" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "time_zone" SET NOT NULL;
