-- Verified advertisers and documented listings: an advertiser's documents (or a listing's registry certificate or
-- CRLV) sent for staff to check. The files live in private storage, never under /media; their keys are cleared
-- when the files are deleted, 30 days after staff's decision.
CREATE TABLE "trust_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"subject" text NOT NULL CHECK ("subject" IN ('advertiser', 'property', 'vehicle')),
	"listing_id" integer,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'approved', 'refused')),
	"reason" text,
	"decided_by" integer REFERENCES "admins"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"files_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK (("subject" = 'advertiser') = ("listing_id" IS NULL))
);--> statement-breakpoint
CREATE TABLE "trust_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL REFERENCES "trust_checks"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"storage_key" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "trust_checks_one_open_key" ON "trust_checks" USING btree ("user_id","subject",coalesce("listing_id", 0)) WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "trust_checks_user_idx" ON "trust_checks" USING btree ("user_id","subject","listing_id","created_at");--> statement-breakpoint
CREATE INDEX "trust_checks_queue_idx" ON "trust_checks" USING btree ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "trust_checks_verified_key" ON "trust_checks" USING btree ("user_id") WHERE "subject" = 'advertiser' AND "status" = 'approved';--> statement-breakpoint
CREATE INDEX "trust_checks_documented_idx" ON "trust_checks" USING btree ("subject","listing_id") WHERE "status" = 'approved' AND "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trust_checks_purge_idx" ON "trust_checks" USING btree ("decided_at") WHERE "decided_at" IS NOT NULL AND "files_deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trust_files_check_idx" ON "trust_files" USING btree ("check_id");
