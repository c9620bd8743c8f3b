CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"username" text,
	"phone" text,
	"avatar_url" text,
	"partner_type" text,
	"business_name" text,
	"business_address" text,
	"application_status" text DEFAULT 'pending' NOT NULL,
	"portal_access_level" text DEFAULT 'basic' NOT NULL,
	"business_license" text,
	"tax_id" text,
	"last_portal_login" timestamp with time zone,
	"portal_notifications_enabled" boolean DEFAULT true NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"active_role" text,
	"customer_data" jsonb DEFAULT '{"preferences":{},"booking_history_count":0,"last_booking_date":null,"customer_tier":"standard"}'::jsonb NOT NULL,
	"partner_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_unique" UNIQUE("username"),
	CONSTRAINT "profiles_partner_type_check" CHECK ("profiles"."partner_type" IS NULL OR "profiles"."partner_type" IN ('venue', 'vendor')),
	CONSTRAINT "profiles_application_status_check" CHECK ("profiles"."application_status" IN ('pending', 'approved', 'rejected', 'needs_info'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_unique" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" IN ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "vendor_embeddings" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"embedding" real[] NOT NULL,
	"model" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"business_name" text,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"service_type" text,
	"type" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate_cents" integer,
	"fixed_rate_cents" integer,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'hour' NOT NULL,
	"pricing_model" text DEFAULT 'hourly' NOT NULL,
	"price_range" text DEFAULT '$100-$200/hr' NOT NULL,
	"minimum_hours" smallint DEFAULT 4 NOT NULL,
	"service_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"state" text,
	"location" text,
	"portfolio_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"partnership_status" text DEFAULT 'Standard Partner' NOT NULL,
	"partner_planners" integer DEFAULT 0 NOT NULL,
	"booking_fee_cents" integer DEFAULT 0 NOT NULL,
	"vibes" text[] DEFAULT '{}'::text[] NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"rating" numeric(2, 1) DEFAULT 4.5 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_category_check" CHECK ("vendors"."category" IN ('music-djs', 'photography-video', 'food-beverage', 'event-planning', 'decor-florals', 'entertainment', 'security-logistics', 'premium-services', 'tech-av')),
	CONSTRAINT "vendors_money_check" CHECK (coalesce("vendors"."hourly_rate_cents", 0) >= 0 AND coalesce("vendors"."fixed_rate_cents", 0) >= 0 AND "vendors"."price_cents" >= 0 AND "vendors"."booking_fee_cents" >= 0),
	CONSTRAINT "vendors_pricing_model_check" CHECK ("vendors"."pricing_model" IN ('hourly', 'fixed', 'package')),
	CONSTRAINT "vendors_minimum_hours_check" CHECK ("vendors"."minimum_hours" BETWEEN 1 AND 12),
	CONSTRAINT "vendors_rating_check" CHECK ("vendors"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "vendors_approval_status_check" CHECK ("vendors"."approval_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "vendors_partnership_status_check" CHECK ("vendors"."partnership_status" IN ('Premium Partner', 'Verified Partner', 'Standard Partner'))
);
--> statement-breakpoint
CREATE TABLE "venue_amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "venue_amenities_venue_name_unique" UNIQUE("venue_id","name")
);
--> statement-breakpoint
CREATE TABLE "venue_blocked_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_blocked_dates_unique" UNIQUE("venue_id","date")
);
--> statement-breakpoint
CREATE TABLE "venue_embeddings" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"embedding" real[] NOT NULL,
	"model" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"photo_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_weekly_hours" (
	"venue_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "venue_weekly_hours_venue_id_weekday_pk" PRIMARY KEY("venue_id","weekday"),
	CONSTRAINT "venue_weekly_hours_weekday_check" CHECK ("venue_weekly_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "venue_weekly_hours_open_check" CHECK ("venue_weekly_hours"."is_closed" OR ("venue_weekly_hours"."opens_at" IS NOT NULL AND "venue_weekly_hours"."closes_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"venue_name" text,
	"business_name" text,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"location" text GENERATED ALWAYS AS (city || ', ' || state) STORED,
	"max_capacity" integer NOT NULL,
	"square_feet" integer,
	"hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"daily_rate_cents" integer,
	"base_price_cents" integer,
	"pricing_model" text DEFAULT 'hourly' NOT NULL,
	"opening_time" time DEFAULT '09:00' NOT NULL,
	"closing_time" time DEFAULT '17:00' NOT NULL,
	"minimum_hours" smallint DEFAULT 1 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"vibes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"spaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"rating" numeric(2, 1) DEFAULT 4.5 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"business_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venues_type_check" CHECK ("venues"."type" IN ('rooftop', 'gallery', 'restaurant', 'studio', 'warehouse', 'garden', 'ballroom', 'loft', 'conference', 'bar-cafe')),
	CONSTRAINT "venues_capacity_check" CHECK ("venues"."max_capacity" > 0),
	CONSTRAINT "venues_square_feet_check" CHECK ("venues"."square_feet" IS NULL OR "venues"."square_feet" > 0),
	CONSTRAINT "venues_money_check" CHECK ("venues"."hourly_rate_cents" >= 0 AND coalesce("venues"."daily_rate_cents", 0) >= 0 AND coalesce("venues"."base_price_cents", 0) >= 0),
	CONSTRAINT "venues_pricing_model_check" CHECK ("venues"."pricing_model" IN ('hourly', 'daily', 'fixed')),
	CONSTRAINT "venues_minimum_hours_check" CHECK ("venues"."minimum_hours" BETWEEN 1 AND 12),
	CONSTRAINT "venues_rating_check" CHECK ("venues"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "venues_approval_status_check" CHECK ("venues"."approval_status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_1" text NOT NULL,
	"participant_2" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"conversation_type" text DEFAULT 'direct' NOT NULL,
	"inquiry_type" text DEFAULT 'general' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_message" text,
	"last_message_time" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_distinct_participants" CHECK ("conversations"."participant_1" <> "conversations"."participant_2"),
	CONSTRAINT "conversations_entity_type_check" CHECK ("conversations"."entity_type" IN ('venue', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	CONSTRAINT "messages_content_not_blank" CHECK (length(btrim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"partner_user_id" text,
	"item_type" text NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"hours" smallint NOT NULL,
	"line_total_cents" integer NOT NULL,
	"partner_payout_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_items_quantity_check" CHECK ("booking_items"."quantity" >= 1),
	CONSTRAINT "booking_items_hours_check" CHECK ("booking_items"."hours" BETWEEN 1 AND 12),
	CONSTRAINT "booking_items_time_check" CHECK ("booking_items"."ends_at" > "booking_items"."starts_at"),
	CONSTRAINT "booking_items_money_check" CHECK ("booking_items"."unit_price_cents" >= 0 AND "booking_items"."line_total_cents" >= 0 AND "booking_items"."partner_payout_cents" >= 0),
	CONSTRAINT "booking_items_status_check" CHECK ("booking_items"."status" IN ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"event_date" date NOT NULL,
	"event_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"co_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"customer_platform_fee_cents" integer NOT NULL,
	"vendor_platform_fee_cents" integer NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"customer_total_cents" integer NOT NULL,
	"vendor_receives_cents" integer NOT NULL,
	"platform_revenue_cents" integer NOT NULL,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'cancelled', 'completed', 'failed')),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."subtotal_cents" >= 0 AND "bookings"."customer_total_cents" >= "bookings"."subtotal_cents" AND "bookings"."vendor_receives_cents" <= "bookings"."subtotal_cents")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"hours" smallint DEFAULT 1 NOT NULL,
	"min_hours" smallint DEFAULT 1 NOT NULL,
	"entity_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_hours_check" CHECK ("cart_items"."hours" BETWEEN 1 AND 12),
	CONSTRAINT "cart_items_min_hours_check" CHECK ("cart_items"."min_hours" BETWEEN 1 AND 12),
	CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."unit_price_cents" >= 0),
	CONSTRAINT "cart_items_item_type_check" CHECK ("cart_items"."item_type" IN ('venue', 'vendor', 'addon', 'package')),
	CONSTRAINT "cart_items_listing_check" CHECK (("cart_items"."item_type" <> 'venue' OR "cart_items"."venue_id" IS NOT NULL) AND ("cart_items"."item_type" <> 'vendor' OR "cart_items"."vendor_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"guest_token" text,
	"selected_date" date,
	"selected_venue_id" uuid,
	"event_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"co_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "carts_guest_token_unique" UNIQUE("guest_token"),
	CONSTRAINT "carts_owner_check" CHECK ("carts"."user_id" IS NOT NULL OR "carts"."guest_token" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "partner_payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_payout_accounts_provider_account_id_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_money_check" CHECK ("payments"."amount_cents" >= 0 AND "payments"."captured_cents" BETWEEN 0 AND "payments"."amount_cents" AND "payments"."refunded_cents" BETWEEN 0 AND "payments"."captured_cents")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_item_id" uuid NOT NULL,
	"partner_user_id" text,
	"provider_transfer_id" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_booking_item_id_unique" UNIQUE("booking_item_id"),
	CONSTRAINT "payouts_provider_transfer_id_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('pending', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_user_id" text NOT NULL,
	"customer_id" text,
	"customer_email" text,
	"venue_id" uuid,
	"vendor_id" uuid,
	"title" text NOT NULL,
	"message" text,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"event_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_subtotal_check" CHECK ("quotes"."subtotal_cents" >= 0),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('draft', 'sent', 'accepted', 'paid', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner_type" text NOT NULL,
	"business_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reviewer_id" text,
	"review_notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_type_check" CHECK ("partner_applications"."partner_type" IN ('venue', 'vendor')),
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" IN ('pending', 'approved', 'rejected', 'needs_info')),
	CONSTRAINT "partner_applications_business_name_check" CHECK (length(btrim("partner_applications"."business_name")) >= 2)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"author_id" text,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_one_listing_check" CHECK (("reviews"."venue_id" IS NULL) <> ("reviews"."vendor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text[] NOT NULL,
	"cover_image_url" text NOT NULL,
	"event_type" text NOT NULL,
	"city" text NOT NULL,
	"author_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reading_minutes" smallint NOT NULL,
	"venue_id" uuid,
	"vendor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"city" text,
	"interest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"value" double precision,
	"path" text,
	"user_id" text,
	"user_agent" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" IN ('web_vital', 'legacy_redirect', 'client_error', 'long_task', 'slow_resource', 'memory', 'page_view'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_embeddings" ADD CONSTRAINT "vendor_embeddings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_amenities" ADD CONSTRAINT "venue_amenities_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blocked_dates" ADD CONSTRAINT "venue_blocked_dates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_embeddings" ADD CONSTRAINT "venue_embeddings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_faqs" ADD CONSTRAINT "venue_faqs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD CONSTRAINT "venue_photos_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_weekly_hours" ADD CONSTRAINT "venue_weekly_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_1_user_id_fk" FOREIGN KEY ("participant_1") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_2_user_id_fk" FOREIGN KEY ("participant_2") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_selected_venue_id_venues_id_fk" FOREIGN KEY ("selected_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payout_accounts" ADD CONSTRAINT "partner_payout_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "vendors_active_created_idx" ON "vendors" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category");--> statement-breakpoint
CREATE INDEX "vendors_user_idx" ON "vendors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_faqs_venue_idx" ON "venue_faqs" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "venue_photos_venue_idx" ON "venue_photos" USING btree ("venue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_photos_one_primary" ON "venue_photos" USING btree ("venue_id") WHERE "venue_photos"."is_primary";--> statement-breakpoint
CREATE INDEX "venues_active_created_idx" ON "venues" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "venues_type_idx" ON "venues" USING btree ("type");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city");--> statement-breakpoint
CREATE INDEX "venues_user_idx" ON "venues" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_entity_unique" ON "conversations" USING btree (least("participant_1", "participant_2"),greatest("participant_1", "participant_2"),"entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "conversations_p1_activity_idx" ON "conversations" USING btree ("participant_1","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_p2_activity_idx" ON "conversations" USING btree ("participant_2","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_time_idx" ON "messages" USING btree ("conversation_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_items_booking_idx" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_partner_idx" ON "booking_items" USING btree ("partner_user_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_venue" ON "cart_items" USING btree ("cart_id") WHERE "cart_items"."item_type" = 'venue';--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_partner_idx" ON "payouts" USING btree ("partner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_partner_idx" ON "quotes" USING btree ("partner_user_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_open" ON "partner_applications" USING btree ("user_id","partner_type") WHERE "partner_applications"."status" IN ('pending', 'needs_info');--> statement-breakpoint
CREATE INDEX "reviews_venue_idx" ON "reviews" USING btree ("venue_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_vendor_idx" ON "reviews" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email_unique" ON "waitlist" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "analytics_events_kind_time_idx" ON "analytics_events" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at" DESC NULLS LAST);