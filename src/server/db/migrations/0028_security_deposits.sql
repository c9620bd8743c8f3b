-- Security deposits (issue 46): the refundable deposit a listing asks and each booking line keeps; a line's
-- deposit, held on the saved card the day before the event and released 72 hours after it unless claimed; the
-- partner's claim on it (overtime, damage), the customer's answer and an admin's decision of a dispute.
CREATE TABLE "deposit_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_deposit_id" uuid NOT NULL,
	"filed_by" text,
	"overtime_half_hours" smallint DEFAULT 0 NOT NULL,
	"hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"damage_cents" integer DEFAULT 0 NOT NULL,
	"description" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"customer_statement" text,
	"customer_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"decided_cents" integer,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"provider_transfer_id" text,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_claims_security_deposit_id_unique" UNIQUE("security_deposit_id"),
	CONSTRAINT "deposit_claims_money_check" CHECK ("deposit_claims"."overtime_half_hours" BETWEEN 0 AND 24 AND "deposit_claims"."hourly_rate_cents" >= 0 AND "deposit_claims"."damage_cents" >= 0 AND "deposit_claims"."amount_cents" > 0 AND coalesce("deposit_claims"."decided_cents", 0) BETWEEN 0 AND "deposit_claims"."amount_cents"),
	CONSTRAINT "deposit_claims_status_check" CHECK ("deposit_claims"."status" IN ('open', 'accepted', 'disputed', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "security_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_item_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"hold_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_payment_id" text,
	"held_at" timestamp with time zone,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_deposits_booking_item_id_unique" UNIQUE("booking_item_id"),
	CONSTRAINT "security_deposits_money_check" CHECK ("security_deposits"."amount_cents" > 0 AND "security_deposits"."captured_cents" BETWEEN 0 AND "security_deposits"."amount_cents" AND "security_deposits"."refunded_cents" BETWEEN 0 AND "security_deposits"."captured_cents"),
	CONSTRAINT "security_deposits_status_check" CHECK ("security_deposits"."status" IN ('scheduled', 'holding', 'held', 'released', 'claimed', 'captured', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "security_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "security_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "security_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_security_deposit_id_security_deposits_id_fk" FOREIGN KEY ("security_deposit_id") REFERENCES "public"."security_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_filed_by_user_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_claims_answer_idx" ON "deposit_claims" USING btree ("answer_by") WHERE "deposit_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "deposit_claims_disputed_idx" ON "deposit_claims" USING btree ("answered_at") WHERE "deposit_claims"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "security_deposits_hold_idx" ON "security_deposits" USING btree ("hold_at") WHERE "security_deposits"."status" IN ('scheduled', 'holding');--> statement-breakpoint
CREATE INDEX "security_deposits_release_idx" ON "security_deposits" USING btree ("release_at") WHERE "security_deposits"."status" = 'held' OR ("security_deposits"."status" = 'released' AND "security_deposits"."settled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_security_deposit_check" CHECK ("vendors"."security_deposit_cents" IS NULL OR "vendors"."security_deposit_cents" BETWEEN 5000 AND 500000);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_security_deposit_check" CHECK ("venues"."security_deposit_cents" IS NULL OR "venues"."security_deposit_cents" BETWEEN 5000 AND 500000);