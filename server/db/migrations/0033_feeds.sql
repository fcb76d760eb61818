-- Portfolio feeds (VRSync): where an agency's feed is fetched from and its secret export address, which of its
-- listings came from which entry of the feed (and what that entry looked like, to tell an unchanged one at once),
-- the photos already fetched by address, and each run's report.
CREATE TABLE "feed_sources" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"import_url" text,
	"export_token" text NOT NULL,
	"next_import_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_export_token" ON "feed_sources" ("export_token");
--> statement-breakpoint
CREATE INDEX "feed_sources_next_import" ON "feed_sources" ("next_import_at") WHERE "import_url" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "feed_listings" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"external_id" text NOT NULL,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"fingerprint" text NOT NULL,
	"paused_by_feed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "feed_listings_pkey" PRIMARY KEY ("user_id", "external_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_listings_property" ON "feed_listings" ("property_id");
--> statement-breakpoint
CREATE TABLE "feed_photos" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"media_id" integer NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
	CONSTRAINT "feed_photos_pkey" PRIMARY KEY ("user_id", "url")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"paused" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "feed_runs_user" ON "feed_runs" ("user_id", "id");
--> statement-breakpoint
-- One run at a time per agency: a second start meets this index.
CREATE UNIQUE INDEX "feed_runs_one_running" ON "feed_runs" ("user_id") WHERE "status" = 'running';
