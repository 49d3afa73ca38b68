-- Trigram indexes make list searches fast at a million rows; unaccent makes names compare
-- without accents ("Citroën" = "citroen"). Both ship with PostgreSQL and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so index expressions cannot use it;
-- this wrapper pins the dictionary and is declared IMMUTABLE, the usual PostgreSQL idiom.
CREATE OR REPLACE FUNCTION vitrina_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
