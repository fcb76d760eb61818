-- The advertiser's yes/no "show the map" becomes a level of address privacy: the exact address, the street without
-- its number, the neighbourhood only or the town only. A map that was shown was the exact address; a hidden one showed
-- the neighbourhood. New listings show the neighbourhood until their advertiser chooses.
CREATE TYPE "public"."address_privacy" AS ENUM('exact', 'street', 'neighborhood', 'town');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_privacy" "address_privacy" DEFAULT 'neighborhood' NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "address_privacy" = CASE WHEN "show_map" THEN 'exact'::address_privacy ELSE 'neighborhood'::address_privacy END;--> statement-breakpoint
-- Everything public that read show_map is rebuilt on the level: the places view, the point, the street and the
-- full-text document.
DROP MATERIALIZED VIEW IF EXISTS search_places;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_point_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_place_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "map_lat";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "map_lng";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "public_street";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "show_map";--> statement-breakpoint
-- The seat of each town served (src/domain/region.ts): where a listing that shows only its town is drawn.
CREATE FUNCTION town_seat_lat(city_id integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE city_id
    WHEN 2914604 THEN -11.3039
    WHEN 2933604 THEN -10.8219
    WHEN 2919157 THEN -11.3828
    WHEN 2918357 THEN -11.3486
    WHEN 2913101 THEN -11.5458
    WHEN 2901155 THEN -11.455
    WHEN 2903003 THEN -11.81
  END::double precision
$$;--> statement-breakpoint
CREATE FUNCTION town_seat_lng(city_id integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE city_id
    WHEN 2914604 THEN -41.8558
    WHEN 2933604 THEN -42.7308
    WHEN 2919157 THEN -41.8319
    WHEN 2918357 THEN -41.6556
    WHEN 2913101 THEN -41.9708
    WHEN 2901155 THEN -41.4358
    WHEN 2903003 THEN -42.0589
  END::double precision
$$;--> statement-breakpoint
-- A fixed offset in [-0.5, 0.5) drawn from the listing's id (a multiplicative hash): the same listing always gets
-- the same one, neighbours get different ones, so blurred points do not line up on the grid.
CREATE FUNCTION privacy_jitter(id integer, axis integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT (((id::bigint * 2654435761 + axis * 40503) % 1000003 + 1000003) % 1000003)::double precision / 1000003 - 0.5
$$;--> statement-breakpoint
-- The point the public may see, blurred to the level: the street level snaps to a 0.001° grid (about 110 m) plus up to
-- 30 m of the listing's own offset; the neighbourhood to a 0.005° grid (about 550 m) plus up to 170 m; the town is its
-- seat. Snapping first throws the door away for good: knowing the offset gives back the grid cell only.
CREATE FUNCTION privacy_blur(v double precision, level address_privacy, id integer, axis integer, seat double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN v IS NULL THEN NULL
    WHEN level = 'exact' THEN v
    WHEN level = 'street' THEN round(v / 0.001) * 0.001 + privacy_jitter(id, axis) * 0.0006
    WHEN level = 'neighborhood' THEN round(v / 0.005) * 0.005 + privacy_jitter(id, axis) * 0.003
    ELSE seat
  END
$$;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_lat" double precision GENERATED ALWAYS AS (privacy_blur(lat, address_privacy, id, 1, town_seat_lat(city_id))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_lng" double precision GENERATED ALWAYS AS (privacy_blur(lng, address_privacy, id, 2, town_seat_lng(city_id))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_street" text GENERATED ALWAYS AS (CASE WHEN address_privacy IN ('exact', 'street') THEN street END) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_neighborhood" text GENERATED ALWAYS AS (CASE WHEN address_privacy <> 'town' THEN neighborhood END) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(name)), 'A') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(coalesce(CASE WHEN address_privacy <> 'town' THEN neighborhood END, '') || ' ' || coalesce(CASE WHEN address_privacy IN ('exact', 'street') THEN street END, '') || ' ' || town_name(city_id))), 'B') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(description)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING gist (point("map_lng", "map_lat")) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("city_id","public_neighborhood","public_street") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
-- Places for the autocomplete: a hidden street or neighbourhood is no place a visitor can find.
CREATE MATERIALIZED VIEW search_places AS
WITH pub AS (
  SELECT p.city_id, nullif(btrim(p.public_neighborhood), '') AS neighborhood, nullif(btrim(p.public_street), '') AS street
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
CREATE INDEX search_places_trgm_idx ON search_places USING gin (folded_label gin_trgm_ops);
