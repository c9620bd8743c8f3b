CREATE TABLE "event_timeline_changes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_timeline_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"assignee" text NOT NULL,
	"booking_item_id" uuid,
	"member_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_timeline_entries_minutes_check" CHECK ("event_timeline_entries"."minutes" >= 0),
	CONSTRAINT "event_timeline_entries_assignee_check" CHECK (("event_timeline_entries"."assignee" = 'partner') = ("event_timeline_entries"."booking_item_id" IS NOT NULL) AND ("event_timeline_entries"."assignee" = 'co-host') = ("event_timeline_entries"."member_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "event_timeline_changes" ADD CONSTRAINT "event_timeline_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_member_id_event_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."event_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline_entries" ADD CONSTRAINT "event_timeline_entries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_timeline_entries_booking_idx" ON "event_timeline_entries" USING btree ("booking_id","starts_at");