-- The filter index also carries the id and the creation date: a search with few matches gathers and sorts them from
-- this index alone (an index-only scan) instead of reading their rows from the table.
DROP INDEX IF EXISTS properties_facets_idx;
--> statement-breakpoint
CREATE INDEX properties_facets_idx ON properties (category, city_id)
  INCLUDE (listing_type, search_price, square_meters, bedroom, bathroom, parking_space, user_id, highlighted, highlighted_until, created_at, id)
  WHERE status = 'active' AND deleted_at IS NULL;
