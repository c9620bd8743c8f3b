-- Partners' own calendars read into blocks (issue 47): the feed's address, the validators and outcome of its last
-- read, and each imported block tied to its feed.
CREATE TABLE "calendar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_imports_listing_url_unique" UNIQUE("listing_id","url")
);
--> statement-breakpoint
ALTER TABLE "listing_blocks" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_imports_user_idx" ON "calendar_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_attempt_idx" ON "calendar_imports" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "listing_blocks" ADD CONSTRAINT "listing_blocks_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;