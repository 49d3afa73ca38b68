CREATE TABLE "new_vehicle_photo_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_year_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cover_path" text,
	"photos_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_vehicle_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"catalog_year_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"promotional_price_cents" bigint,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"stock_units" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Disponible' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_vehicles_status_check" CHECK ("new_vehicles"."status" in ('Borrador', 'Disponible', 'Agotado')),
	CONSTRAINT "new_vehicles_stock_check" CHECK ("new_vehicles"."stock_units" >= 0 and "new_vehicles"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer,
	"old_price_cents" bigint,
	"new_price_cents" bigint,
	"old_offer_price_cents" bigint,
	"new_offer_price_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"catalog_year_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"body_id" integer,
	"vin" text NOT NULL,
	"stock_number" text NOT NULL,
	"mileage_km" integer NOT NULL,
	"exterior_color" text DEFAULT '' NOT NULL,
	"interior_color" text DEFAULT '' NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"drivetrain" text,
	"doors" smallint,
	"passengers" smallint,
	"engine" text DEFAULT '' NOT NULL,
	"price_cents" bigint,
	"offer_price_cents" bigint,
	"description" text DEFAULT '' NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_on_lot" date NOT NULL,
	"status" text DEFAULT 'Borrador' NOT NULL,
	"deposit_cents" bigint,
	"reserved_on" date,
	"reserved_for" text,
	"sold_on" date,
	"sale_price_cents" bigint,
	"buyer_name" text,
	"lead_id" integer,
	"published_marketplace" boolean DEFAULT false NOT NULL,
	"published_mercadolibre" boolean DEFAULT false NOT NULL,
	"published_meta" boolean DEFAULT false NOT NULL,
	"cover_path" text,
	"photos_count" smallint DEFAULT 0 NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('Borrador', 'Disponible', 'Apartado', 'Vendido')),
	CONSTRAINT "vehicles_price_check" CHECK ("vehicles"."price_cents" >= 0 and "vehicles"."offer_price_cents" >= 0),
	CONSTRAINT "vehicles_mileage_check" CHECK ("vehicles"."mileage_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "aging_threshold_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "new_vehicle_photo_sets" ADD CONSTRAINT "new_vehicle_photo_sets_catalog_year_id_catalog_years_id_fk" FOREIGN KEY ("catalog_year_id") REFERENCES "public"."catalog_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicle_photo_sets" ADD CONSTRAINT "new_vehicle_photo_sets_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicle_photo_sets" ADD CONSTRAINT "new_vehicle_photo_sets_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicle_photo_sets" ADD CONSTRAINT "new_vehicle_photo_sets_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicle_photos" ADD CONSTRAINT "new_vehicle_photos_set_id_new_vehicle_photo_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."new_vehicle_photo_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicles" ADD CONSTRAINT "new_vehicles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicles" ADD CONSTRAINT "new_vehicles_catalog_year_id_catalog_years_id_fk" FOREIGN KEY ("catalog_year_id") REFERENCES "public"."catalog_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicles" ADD CONSTRAINT "new_vehicles_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicles" ADD CONSTRAINT "new_vehicles_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_vehicles" ADD CONSTRAINT "new_vehicles_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_changes" ADD CONSTRAINT "vehicle_status_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_changes" ADD CONSTRAINT "vehicle_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_catalog_year_id_catalog_years_id_fk" FOREIGN KEY ("catalog_year_id") REFERENCES "public"."catalog_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_body_id_catalog_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."catalog_bodies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "new_vehicle_photo_sets_year_key" ON "new_vehicle_photo_sets" USING btree ("catalog_year_id");--> statement-breakpoint
CREATE INDEX "new_vehicle_photo_sets_updated" ON "new_vehicle_photo_sets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "new_vehicle_photo_sets_search_trgm" ON "new_vehicle_photo_sets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "new_vehicle_photos_order" ON "new_vehicle_photos" USING btree ("set_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_vehicles_year_key" ON "new_vehicles" USING btree ("agency_id","catalog_year_id") WHERE "new_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "new_vehicles_agency_updated" ON "new_vehicles" USING btree ("agency_id","updated_at","id") WHERE "new_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "new_vehicles_agency_price" ON "new_vehicles" USING btree ("agency_id","price_cents","id") WHERE "new_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "new_vehicles_updated" ON "new_vehicles" USING btree ("updated_at","id") WHERE "new_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "new_vehicles_search_trgm" ON "new_vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_photos_order" ON "vehicle_photos" USING btree ("vehicle_id","position","id");--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_vehicle" ON "vehicle_price_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_status_changes_vehicle" ON "vehicle_status_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_stock_number_key" ON "vehicles" USING btree ("agency_id","stock_number") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_live_vin_key" ON "vehicles" USING btree ("agency_id","vin") WHERE "vehicles"."deleted_at" is null and "vehicles"."status" <> 'Vendido';--> statement-breakpoint
CREATE INDEX "vehicles_agency_updated" ON "vehicles" USING btree ("agency_id","updated_at","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_price" ON "vehicles" USING btree ("agency_id","price_cents","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_year" ON "vehicles" USING btree ("agency_id","year","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_mileage" ON "vehicles" USING btree ("agency_id","mileage_km","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_lot" ON "vehicles" USING btree ("agency_id","first_on_lot","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_updated" ON "vehicles" USING btree ("updated_at","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_price" ON "vehicles" USING btree ("price_cents","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_agency_sold" ON "vehicles" USING btree ("agency_id","sold_on","id") WHERE "vehicles"."status" = 'Vendido' and "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_agency_published" ON "vehicles" USING btree ("agency_id") WHERE "vehicles"."published_marketplace" and "vehicles"."deleted_at" is null and "vehicles"."status" in ('Disponible', 'Apartado');--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_aging_threshold_check" CHECK ("agencies"."aging_threshold_days" between 1 and 3650);--> statement-breakpoint
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['vehicles', 'vehicle_photos', 'vehicle_price_changes', 'vehicle_status_changes',
                              'new_vehicle_photo_sets', 'new_vehicle_photos', 'new_vehicles'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
