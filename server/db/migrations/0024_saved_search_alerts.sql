-- Saved searches with alerts, and favourites followed by a device. A saved search keeps its filters as typed
-- columns so that one indexed query finds the searches a listing satisfies (matching never loops over searches).
-- "Any" is a sentinel (0, '') rather than NULL so that the btree index answers `city_id in (0, $city)`.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"query" jsonb NOT NULL,
	"name" text NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp with time zone,
	"city_id" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"deal" text DEFAULT '' NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"area_min" integer,
	"area_max" integer,
	"bedrooms_min" integer,
	"bathrooms_min" integer,
	"garages_min" integer,
	"bbox" box,
	"brand" text,
	"model_id" integer,
	"year_min" integer,
	"year_max" integer,
	"mileage_max" integer,
	"condition" text,
	"transmission" text,
	"fuel_type" text,
	"color" text,
	"seller_type" text,
	"accepts_exchange" boolean DEFAULT false NOT NULL,
	"q_tsquery" tsquery,
	"q_city_ids" integer[],
	CONSTRAINT "saved_searches_email_check" CHECK ("email" in ('off', 'instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("kind","city_id","category","deal") WHERE "active";--> statement-breakpoint
-- Matches and jobs are written by the hundred per listing event: no foreign keys (a check per row cost more than
-- the insert on PGlite). A deleted search takes its matches along (deleteSavedSearch); a job whose search or device
-- is gone is skipped when its turn comes.
CREATE TABLE "alert_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"listing_kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"event" text NOT NULL,
	"price_from" integer,
	"price_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_once_key" ON "alert_matches" USING btree ("saved_search_id","listing_kind","listing_id","event");--> statement-breakpoint
CREATE INDEX "alert_matches_digest_idx" ON "alert_matches" USING btree ("user_id","created_at") WHERE "digest_sent_at" IS NULL;--> statement-breakpoint
CREATE TABLE "alert_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"match_id" bigint,
	"subscription_id" integer,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "alert_jobs_channel_check" CHECK ("channel" in ('push', 'email', 'digest'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_jobs_dedupe_key" ON "alert_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "alert_jobs_due_idx" ON "alert_jobs" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
CREATE TABLE "push_follows" (
	"subscription_id" integer NOT NULL,
	"listing_kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_follows_pkey" PRIMARY KEY("subscription_id","listing_kind","listing_id")
);
--> statement-breakpoint
ALTER TABLE "push_follows" ADD CONSTRAINT "push_follows_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_follows_listing_idx" ON "push_follows" USING btree ("listing_kind","listing_id");--> statement-breakpoint
-- A visitor without an account may follow favourites from their device: a subscription then has no user.
ALTER TABLE "push_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
-- The latest price drop of a listing, kept on its row for the cards and the "Maior redução" order (written with
-- the price change, in the editor's transaction); older than 90 days it no longer counts.
ALTER TABLE "properties" ADD COLUMN "price_drop_percent" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_drop_percent" smallint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_price_drop_idx" ON "properties" USING btree ("price_dropped_at") WHERE "price_dropped_at" IS NOT NULL AND status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_price_drop_idx" ON "vehicles" USING btree ("price_dropped_at") WHERE "price_dropped_at" IS NOT NULL AND status = 'published' and deleted_at is null;
