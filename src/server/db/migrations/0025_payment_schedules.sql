-- Payment schedules (issue 46): listings' deposit terms, each booking line's instalments, the customer's saved card,
-- and the sandbox provider's saved cards. Lines booked before are one instalment paid in full at confirmation.
CREATE TABLE "payment_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"charge_cents" integer NOT NULL,
	"payout_cents" integer NOT NULL,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instalments_money_check" CHECK ("payment_instalments"."charge_cents" >= 0 AND "payment_instalments"."payout_cents" >= 0 AND "payment_instalments"."refunded_cents" BETWEEN 0 AND "payment_instalments"."charge_cents"),
	CONSTRAINT "payment_instalments_kind_check" CHECK ("payment_instalments"."kind" IN ('full', 'deposit', 'balance')),
	CONSTRAINT "payment_instalments_status_check" CHECK ("payment_instalments"."status" IN ('scheduled', 'processing', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_saved_cards_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "balance_due_days" smallint;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "balance_due_days" smallint;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "payment_terms" jsonb DEFAULT '{"schedule":"full"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "saved_card_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_item_kind" ON "payment_instalments" USING btree ("booking_item_id","kind");--> statement-breakpoint
CREATE INDEX "payment_instalments_due_idx" ON "payment_instalments" USING btree ("next_attempt_at") WHERE "payment_instalments"."status" IN ('scheduled', 'processing');--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payment_terms_check" CHECK (("vendors"."deposit_percent" IS NULL AND "vendors"."balance_due_days" IS NULL) OR ("vendors"."deposit_percent" BETWEEN 10 AND 50 AND "vendors"."balance_due_days" BETWEEN 1 AND 60));--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_payment_terms_check" CHECK (("venues"."deposit_percent" IS NULL AND "venues"."balance_due_days" IS NULL) OR ("venues"."deposit_percent" BETWEEN 10 AND 50 AND "venues"."balance_due_days" BETWEEN 1 AND 60));--> statement-breakpoint
INSERT INTO "payment_instalments" ("booking_item_id", "kind", "charge_cents", "payout_cents", "status", "paid_at")
SELECT "id", 'full', "charge_cents", "partner_payout_cents",
  CASE WHEN "status" = 'requested' THEN 'scheduled' WHEN "status" IN ('confirmed', 'completed') THEN 'paid' ELSE 'cancelled' END,
  CASE WHEN "status" IN ('confirmed', 'completed') THEN "responded_at" END
FROM "booking_items";
