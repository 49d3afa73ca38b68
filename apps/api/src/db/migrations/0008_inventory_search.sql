-- btree_gin lets a trigram index also hold the dealership (vehicles_agency_search_trgm). It ships
-- with PostgreSQL and with PGlite (loaded by db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "new_vehicles_catalog_year" ON "new_vehicles" USING btree ("catalog_year_id") WHERE "new_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_search_trgm" ON "vehicles" USING gin ("agency_id","search_text" gin_trgm_ops) WHERE "vehicles"."deleted_at" is null;