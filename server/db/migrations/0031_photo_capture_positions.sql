-- "Fotos feitas no local": where the device was when a photo was taken with the app's camera, kept on the
-- account's upload of that picture (media rows are shared by content between accounts, so a position there could
-- be set by anyone who uploads the same bytes). Private: no public answer, URL or export reads these columns; a
-- property only publishes the yes/no derived from them.
ALTER TABLE "uploaded_media" ADD COLUMN "capture_lat" double precision;--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD COLUMN "capture_lng" double precision;--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD COLUMN "capture_accuracy_m" real;--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD CONSTRAINT "uploaded_media_capture_whole" CHECK (
	("capture_lat" IS NULL) = ("capture_lng" IS NULL)
	AND ("capture_lat" IS NULL) = ("capture_accuracy_m" IS NULL)
	AND ("capture_lat" IS NULL) = ("captured_at" IS NULL)
);--> statement-breakpoint
CREATE INDEX "uploaded_media_media_idx" ON "uploaded_media" USING btree ("media_id") WHERE "capture_lat" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photos_on_site" boolean DEFAULT false NOT NULL;
