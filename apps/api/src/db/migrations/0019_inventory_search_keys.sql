-- One dealership's search keys: the distinct three-character runs of each word (letters a-z and
-- digits, as search_text is written: lowercased, unaccented), each prefixed with the dealership
-- ("12:ver"). A LIKE '%term%' match holds every key of the term's words, so a GIN index over these
-- keys finds one dealership's candidates from posting lists of that dealership alone; the LIKE then
-- decides. lib/search-keys.ts writes the term's keys the same way.
CREATE FUNCTION vitrina_trigram_keys(scope bigint, body text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT coalesce(array_agg(DISTINCT scope::text || ':' || substr(word, i, 3)), '{}')
            FROM regexp_split_to_table(body, '[^a-z0-9]+') AS word, generate_series(1, length(word) - 2) AS i);
--> statement-breakpoint
DROP INDEX "vehicles_agency_search_trgm";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_keys" text[] GENERATED ALWAYS AS (vitrina_trigram_keys(agency_id, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "vehicles_agency_search_keys" ON "vehicles" USING gin ("search_keys") WHERE "vehicles"."deleted_at" is null;