ALTER TYPE "public"."staff_hold" ADD VALUE 'review';--> statement-breakpoint
CREATE TABLE "listing_risk_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"code" text NOT NULL,
	"key" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listing_risk_flags_key" ON "listing_risk_flags" USING btree ("kind","listing_id","key");--> statement-breakpoint
CREATE INDEX "listing_risk_flags_open_idx" ON "listing_risk_flags" USING btree ("found_at") WHERE "listing_risk_flags"."cleared_at" is null;
