CREATE INDEX "catalog_bodies_name_order" ON "catalog_bodies" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "catalog_brands_name_order" ON "catalog_brands" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "catalog_models_name_order" ON "catalog_models" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "catalog_versions_name_order" ON "catalog_versions" USING btree (vitrina_unaccent(lower("name")),"id");