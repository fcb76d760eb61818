ALTER TABLE "media" ADD COLUMN "dhash" bigint;--> statement-breakpoint
CREATE TABLE "media_dhash_bands" (
	"band" smallint NOT NULL,
	"value" smallint NOT NULL,
	"media_id" integer NOT NULL,
	"dhash" bigint NOT NULL,
	CONSTRAINT "media_dhash_bands_band_value_media_id_pk" PRIMARY KEY("band","value","media_id") INCLUDE ("dhash")
);
--> statement-breakpoint
ALTER TABLE "media_dhash_bands" ADD CONSTRAINT "media_dhash_bands_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_dhash_bands_media_idx" ON "media_dhash_bands" USING btree ("media_id");--> statement-breakpoint
CREATE FUNCTION media_dhash_band(h bigint, band integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT sum(((h >> (band + 7 * k)) & 1) << k)::smallint FROM generate_series(0, (63 - band) / 7) AS k $$;--> statement-breakpoint
CREATE FUNCTION media_dhash_bands_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM media_dhash_bands WHERE media_id = NEW.id;
  IF NEW.dhash IS NOT NULL THEN
    INSERT INTO media_dhash_bands (band, value, media_id, dhash)
    SELECT b, media_dhash_band(NEW.dhash, b), NEW.id, NEW.dhash FROM generate_series(0, 6) AS b;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER media_dhash_bands_sync AFTER INSERT OR UPDATE OF dhash ON media
FOR EACH ROW EXECUTE FUNCTION media_dhash_bands_sync();
