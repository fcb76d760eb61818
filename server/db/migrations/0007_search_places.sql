-- Vehicles: brand and model names live in other tables, so a trigger (not a generated column) keeps the document.
CREATE FUNCTION vehicles_search_vector() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(
      coalesce((SELECT name FROM vehicle_brands WHERE id = NEW.brand_id), '') || ' ' ||
      coalesce((SELECT name FROM vehicle_models WHERE id = NEW.model_id), '') || ' ' || NEW.name)), 'A') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(NEW.version || ' ' || town_name(NEW.city_id))), 'B') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(NEW.description)), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_search_vector BEFORE INSERT OR UPDATE OF name, version, description, brand_id, model_id, city_id
ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicles_search_vector();
--> statement-breakpoint
-- A renamed brand or model rewrites its vehicles' documents (SET name = name fires the trigger above).
CREATE FUNCTION vehicle_catalogue_renamed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'vehicle_brands' THEN
    UPDATE vehicles SET name = name WHERE brand_id = NEW.id;
  ELSE
    UPDATE vehicles SET name = name WHERE model_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicle_brands_renamed AFTER UPDATE OF name ON vehicle_brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION vehicle_catalogue_renamed();
--> statement-breakpoint
CREATE TRIGGER vehicle_models_renamed AFTER UPDATE OF name ON vehicle_models
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION vehicle_catalogue_renamed();
--> statement-breakpoint
UPDATE vehicles SET name = name;
--> statement-breakpoint
-- Places for the autocomplete and the typo-tolerant place match: every town, and the neighbourhoods and streets
-- of public properties, each with its count. Refreshed by the app (server/modules/search/places.ts).
CREATE MATERIALIZED VIEW search_places AS
WITH pub AS (
  SELECT p.city_id, nullif(btrim(p.neighborhood), '') AS neighborhood, nullif(btrim(p.street), '') AS street
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
FROM places;
--> statement-breakpoint
CREATE UNIQUE INDEX search_places_key ON search_places (kind, city_id, name);
--> statement-breakpoint
CREATE INDEX search_places_trgm_idx ON search_places USING gin (folded_label gin_trgm_ops);
--> statement-breakpoint
-- Search counts read only this index (index-only scans) for the typed filters; Drizzle cannot declare INCLUDE.
CREATE INDEX properties_facets_idx ON properties (category, city_id)
  INCLUDE (listing_type, search_price, square_meters, bedroom, bathroom, parking_space, user_id, highlighted, highlighted_until)
  WHERE status = 'active' AND deleted_at IS NULL;
