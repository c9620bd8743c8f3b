-- Co-hosts become members of the event (issue 48, ADR 030): the checkout's co-hosts, kept until now in
-- bookings.co_hosts and read by nothing, are each booking's first invitations. Their links are event_links.
CREATE TABLE "event_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"may_pay" boolean DEFAULT false NOT NULL,
	"may_cancel" boolean DEFAULT false NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_links_subject_idx" ON "event_links" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_members_email_idx" ON "event_members" USING btree ("booking_id",lower("email")) WHERE "event_members"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_members_user_idx" ON "event_members" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "event_members" ("booking_id", "email", "name", "invited_by", "invited_at")
SELECT DISTINCT ON (b."id", lower(c->>'email')) b."id", c->>'email', coalesce(nullif(c->>'name', ''), c->>'email'), b."customer_id", b."created_at"
FROM "bookings" b, jsonb_array_elements(b."co_hosts") c
WHERE c->>'email' IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "co_hosts";