-- A picture's dominant colour (#rrggbb), painted in its place until it loads; null until computed (new pictures get
-- it when stored, older ones from a backfill after start).
ALTER TABLE "media" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_colour_hex" CHECK ("colour" ~ '^#[0-9a-f]{6}$');
