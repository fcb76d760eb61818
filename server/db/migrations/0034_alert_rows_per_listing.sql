-- Matching writes a few hundred rows per listing event; on the embedded engine their index pages are what costs.
-- The once key is led by the listing: one event's matches land on adjacent index pages instead of one page per
-- search all over the index. No index leads with the search any more: a deleted search leaves its delivered matches
-- as history (digest and delivery read a match only through its active search, as after a user's deletion).
DROP INDEX "alert_matches_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_once_key" ON "alert_matches" USING btree ("listing_kind","listing_id","event","saved_search_id");--> statement-breakpoint
-- Only matches of a search on the daily e-mail wait for it: the others are not indexed for the digest at all.
ALTER TABLE "alert_matches" ADD COLUMN "daily" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "alert_matches" SET "daily" = true FROM "saved_searches" s
	WHERE s.id = "alert_matches"."saved_search_id" AND s.email = 'daily' AND "alert_matches"."digest_sent_at" IS NULL;--> statement-breakpoint
DROP INDEX "alert_matches_digest_idx";--> statement-breakpoint
CREATE INDEX "alert_matches_digest_idx" ON "alert_matches" USING btree ("user_id","created_at") WHERE "daily" AND "digest_sent_at" IS NULL;--> statement-breakpoint
-- A match's push and e-mail jobs are queued by the statement that records the match, once: they need no key of
-- their own. Follows and digests keep theirs.
ALTER TABLE "alert_jobs" ALTER COLUMN "dedupe_key" DROP NOT NULL;--> statement-breakpoint
DROP INDEX "alert_jobs_dedupe_key";--> statement-breakpoint
CREATE UNIQUE INDEX "alert_jobs_dedupe_key" ON "alert_jobs" USING btree ("dedupe_key") WHERE "dedupe_key" IS NOT NULL;
