-- A model's year and version exist once: rows that repeat one (kept by the lowest id) go before the key does.
DELETE FROM "vehicle_years" a USING "vehicle_years" b
  WHERE a."model_id" = b."model_id" AND a."year" = b."year" AND a."version" = b."version" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_years_model_year_version_key" ON "vehicle_years" USING btree ("model_id","year","version");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_label" text;
