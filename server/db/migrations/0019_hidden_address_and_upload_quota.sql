-- A property whose advertiser hides the address (show_map = false) is placed, searched and drawn on the map by a
-- point snapped to a 0.01° grid (about 1 km), computed once by the database: repeated queries cannot average it
-- out, and the map, the bbox filter and distance orders never see the door.
ALTER TABLE "properties" ADD COLUMN "map_lat" double precision GENERATED ALWAYS AS (CASE WHEN show_map THEN lat ELSE round(lat::numeric, 2)::double precision END) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_lng" double precision GENERATED ALWAYS AS (CASE WHEN show_map THEN lng ELSE round(lng::numeric, 2)::double precision END) STORED;--> statement-breakpoint
-- The street a visitor may search by: none when it is hidden.
ALTER TABLE "properties" ADD COLUMN "public_street" text GENERATED ALWAYS AS (CASE WHEN show_map THEN street END) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_point_idx";--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING gist (point("map_lng", "map_lat")) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_place_idx";--> statement-breakpoint
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("city_id","neighborhood","public_street") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
-- The full-text document leaves out a hidden street.
DROP INDEX IF EXISTS "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(name)), 'A') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(coalesce(neighborhood, '') || ' ' || coalesce(CASE WHEN show_map THEN street END, '') || ' ' || town_name(city_id))), 'B') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(description)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
-- Places for the autocomplete: a hidden street is no place a visitor can find.
DROP MATERIALIZED VIEW IF EXISTS search_places;--> statement-breakpoint
CREATE MATERIALIZED VIEW search_places AS
WITH pub AS (
  SELECT p.city_id, nullif(btrim(p.neighborhood), '') AS neighborhood,
    CASE WHEN p.show_map THEN nullif(btrim(p.street), '') END AS street
  FROM properties p JOIN users u ON u.id = p.user_id
  WHERE p.status = 'active' AND p.deleted_at IS NULL AND u.status = 'active'
), places AS (
  SELECT 'town'::text AS kind, t.id AS city_id, town_name(t.id) AS name, count(pub.city_id)::int AS listings
  FROM unnest(ARRAY[2914604, 2933604, 2919157, 2918357, 2913101, 2901155, 2903003]) AS t(id)
  LEFT JOIN pub ON pub.city_id = t.id
  GROUP BY t.id
  UNION ALL
  SELECT 'neighborhood', city_id, neighborhood, count(*)::int FROM pub WHERE neighborhood IS NOT NULL
  GROUP BY city_id, neighborhood
  UNION ALL
  SELECT 'street', city_id, street, count(*)::int FROM pub WHERE street IS NOT NULL GROUP BY city_id, street
)
SELECT kind, city_id, name, listings,
  CASE WHEN kind = 'town' THEN name ELSE name || ', ' || town_name(city_id) END AS label,
  search_fold(name) AS folded,
  search_fold(CASE WHEN kind = 'town' THEN name ELSE name || ' ' || town_name(city_id) END) AS folded_label
FROM places;--> statement-breakpoint
CREATE UNIQUE INDEX search_places_key ON search_places (kind, city_id, name);--> statement-breakpoint
CREATE INDEX search_places_trgm_idx ON search_places USING gin (folded_label gin_trgm_ops);--> statement-breakpoint
-- Finished photo uploads, by account: what the storage quota counts, and what the daily sweep removes when no
-- listing took the picture within a day.
CREATE TABLE "uploaded_media" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD CONSTRAINT "uploaded_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_media" ADD CONSTRAINT "uploaded_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_media_user_idx" ON "uploaded_media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_media_created_idx" ON "uploaded_media" USING btree ("created_at");
