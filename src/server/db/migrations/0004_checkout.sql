CREATE TABLE "checkout_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"booking_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_attempts_status_check" CHECK ("checkout_attempts"."status" IN ('started', 'completed', 'failed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"card_last4" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payments_money_check" CHECK ("sandbox_payments"."captured_cents" <= "sandbox_payments"."amount_cents" AND "sandbox_payments"."refunded_cents" <= "sandbox_payments"."captured_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transfer_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_money_check";--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_money_check";--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact" jsonb DEFAULT '{"name":"","email":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD CONSTRAINT "sandbox_operations_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_key" ON "checkout_attempts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkout_attempts_started_idx" ON "checkout_attempts" USING btree ("created_at") WHERE "checkout_attempts"."status" = 'started';--> statement-breakpoint
CREATE INDEX "booking_items_expiry_idx" ON "booking_items" USING btree ("expires_at") WHERE "booking_items"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_money_check" CHECK ("booking_items"."unit_price_cents" >= 0 AND "booking_items"."line_total_cents" >= 0 AND "booking_items"."partner_payout_cents" >= 0 AND "booking_items"."refunded_cents" BETWEEN 0 AND "booking_items"."charge_cents");--> statement-breakpoint
UPDATE "booking_items" SET "status" = 'requested' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_status_check" CHECK ("booking_items"."status" IN ('requested', 'confirmed', 'declined', 'expired', 'cancelled', 'completed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('authorized', 'partially_captured', 'captured', 'voided', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_money_check" CHECK ("payments"."amount_cents" >= 0 AND "payments"."captured_cents" + "payments"."released_cents" <= "payments"."amount_cents" AND "payments"."refunded_cents" BETWEEN 0 AND "payments"."captured_cents");