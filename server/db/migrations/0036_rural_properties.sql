-- Rural properties (farm, ranch, site): their rural fields as one document (src/domain/rural.ts), the hectares
-- beside it as a column the area filter and its index read. Any other category carries none.
ALTER TABLE "properties" ADD COLUMN "rural" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_ha" double precision GENERATED ALWAYS AS (("rural" ->> 'area_ha')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rural_category_check" CHECK ("rural" IS NULL OR "category" IN ('farm', 'ranch', 'site'));--> statement-breakpoint
-- The hectare filter over the few public rural rows; the other rural filters are checked on the rows the category
-- leaves.
CREATE INDEX "properties_area_ha_idx" ON "properties" USING btree ("area_ha") WHERE status = 'active' and deleted_at is null and area_ha is not null;--> statement-breakpoint
-- A saved search's rural filters (hectares, water, electricity, asphalt, CAR, SIGEF), as the list's query names them.
ALTER TABLE "saved_searches" ADD COLUMN "rural" jsonb;
