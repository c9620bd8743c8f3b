CREATE TABLE "event_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"rsvp" text DEFAULT 'awaiting' NOT NULL,
	"plus_ones" smallint DEFAULT 0 NOT NULL,
	"dietary" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	CONSTRAINT "event_guests_plus_ones_check" CHECK ("event_guests"."plus_ones" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_rsvp_settings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"max_plus_ones" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvp_settings" ADD CONSTRAINT "event_rsvp_settings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_guests_email_idx" ON "event_guests" USING btree ("booking_id",lower("email"));