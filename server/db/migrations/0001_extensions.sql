-- Accent-insensitive and fuzzy search. Both extensions are "trusted" on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
