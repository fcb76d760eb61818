-- A search sorted by price, area or date within one category walks that category's rows only: walking the shared
-- order index, a category whose rows sit at one end of the order (farms by price up, lots by price down) read
-- tens of thousands of other rows before filling a page.
CREATE INDEX IF NOT EXISTS properties_category_price_asc_idx ON properties (category, search_price ASC NULLS LAST, id DESC)
  WHERE status = 'active' AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_category_price_desc_idx ON properties (category, search_price DESC NULLS LAST, id DESC)
  WHERE status = 'active' AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_category_area_idx ON properties (category, square_meters DESC NULLS LAST, id DESC)
  WHERE status = 'active' AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_category_recent_idx ON properties (category, created_at DESC, id DESC)
  WHERE status = 'active' AND deleted_at IS NULL;
--> statement-breakpoint
-- The advertisers searches leave out (not active): read by every search in one InitPlan.
CREATE INDEX IF NOT EXISTS users_inactive_idx ON users (id) WHERE status <> 'active';
