ALTER TABLE "vendors" DROP CONSTRAINT "vendors_money_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_customer_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "booking_fee_cents";--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_money_check" CHECK (coalesce("vendors"."hourly_rate_cents", 0) >= 0 AND coalesce("vendors"."fixed_rate_cents", 0) >= 0 AND "vendors"."price_cents" >= 0);--> statement-breakpoint
-- Partners take bookings once approved; payouts wait for a connected account (issue 41). Listings no longer wait.
UPDATE "venues" SET "status" = 'active' WHERE "status" = 'awaiting_payouts';--> statement-breakpoint
UPDATE "vendors" SET "status" = 'active' WHERE "status" = 'awaiting_payouts';
