-- The ledger (issue 46): one row per payment-provider operation, under the operation's idempotency key, and the
-- runs of its reconciliation with the provider's records. Rows are only added: a trigger refuses updates and deletes.
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"provider_transfer_id" text,
	"provider_account_id" text,
	"booking_id" uuid NOT NULL,
	"booking_item_id" uuid,
	"partner_user_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" >= 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('authorization', 'capture', 'release', 'refund', 'transfer') AND "ledger_entries"."purpose" IN ('booking', 'balance', 'security_deposit', 'claim')),
	CONSTRAINT "ledger_entries_reference_check" CHECK (("ledger_entries"."kind" = 'transfer') = ("ledger_entries"."provider_transfer_id" IS NOT NULL AND "ledger_entries"."provider_account_id" IS NOT NULL) AND ("ledger_entries"."kind" = 'transfer') = ("ledger_entries"."provider_payment_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"payments_checked" integer NOT NULL,
	"accounts_checked" integer NOT NULL,
	"differences" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_partner_idx" ON "ledger_entries" USING btree ("partner_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
