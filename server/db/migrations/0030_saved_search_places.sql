-- The neighbourhoods and streets a saved search's words name, as the property list finds them ("kind:town id:name"),
-- so that matching in reverse finds a new listing in one of them as the list would.
ALTER TABLE "saved_searches" ADD COLUMN "q_places" text[];
