CREATE TYPE "public"."listing_kind" AS ENUM('property', 'vehicle');--> statement-breakpoint
CREATE TYPE "public"."staff_hold" AS ENUM('paused', 'archived');--> statement-breakpoint
CREATE TABLE "listing_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"field" text DEFAULT 'price' NOT NULL,
	"from_price" integer,
	"to_price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hold" "staff_hold";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_before_hold" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_request_note" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "hold" "staff_hold";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "status_before_hold" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "review_request_note" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_price_changes_listing_idx" ON "listing_price_changes" USING btree ("kind","listing_id","changed_at");--> statement-breakpoint
-- 'inactive' properties and 'suspended' vehicles now mean a staff hold, which has a reason: rows in those
-- statuses from before holds existed had none, so they become paused (the advertiser may publish them again).
UPDATE "properties" SET "status" = 'paused' WHERE "status" = 'inactive' AND "hold" IS NULL;--> statement-breakpoint
UPDATE "vehicles" SET "status" = 'paused' WHERE "status" = 'suspended' AND "hold" IS NULL;
