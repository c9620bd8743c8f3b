CREATE TABLE "event_payment_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payment_shares_instalment_id_unique" UNIQUE("instalment_id")
);
--> statement-breakpoint
DROP INDEX "payment_instalments_item_kind";--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD COLUMN "share_of" uuid;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD COLUMN "card_id" text;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD COLUMN "co_host_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_payment_shares" ADD CONSTRAINT "event_payment_shares_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payment_shares" ADD CONSTRAINT "event_payment_shares_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payment_shares" ADD CONSTRAINT "event_payment_shares_member_id_event_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."event_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payment_shares" ADD CONSTRAINT "event_payment_shares_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_payment_shares_booking_idx" ON "event_payment_shares" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_share_of_payment_instalments_id_fk" FOREIGN KEY ("share_of") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_item_kind" ON "payment_instalments" USING btree ("booking_item_id","kind") WHERE "payment_instalments"."share_of" IS NULL;