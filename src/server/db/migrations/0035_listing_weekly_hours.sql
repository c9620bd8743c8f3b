-- Weekly hours for venues and vendors alike (issue 47): a venue's opening hours keep their rows under the new name; a
-- vendor's working hours are rows for the days it sets. Without a foreign key, as listing_blocks, since a row's
-- listing is either kind.
ALTER TABLE "venue_weekly_hours" RENAME TO "listing_weekly_hours";--> statement-breakpoint
ALTER TABLE "listing_weekly_hours" RENAME COLUMN "venue_id" TO "listing_id";--> statement-breakpoint
ALTER TABLE "listing_weekly_hours" DROP CONSTRAINT "venue_weekly_hours_venue_id_venues_id_fk";--> statement-breakpoint
ALTER TABLE "listing_weekly_hours" RENAME CONSTRAINT "venue_weekly_hours_venue_id_weekday_pk" TO "listing_weekly_hours_listing_id_weekday_pk";--> statement-breakpoint
ALTER TABLE "listing_weekly_hours" RENAME CONSTRAINT "venue_weekly_hours_weekday_check" TO "listing_weekly_hours_weekday_check";--> statement-breakpoint
ALTER TABLE "listing_weekly_hours" RENAME CONSTRAINT "venue_weekly_hours_open_check" TO "listing_weekly_hours_open_check";--> statement-breakpoint
CREATE INDEX "listing_weekly_hours_weekday_idx" ON "listing_weekly_hours" USING btree ("weekday","listing_id");--> statement-breakpoint
CREATE INDEX "listing_weekly_hours_closed_idx" ON "listing_weekly_hours" USING btree ("weekday","listing_id") WHERE "listing_weekly_hours"."is_closed";
