CREATE TABLE "buyer_alert_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"lead_id" integer,
	"offered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_alert_offers_kind_check" CHECK ("buyer_alert_offers"."kind" in ('used', 'new'))
);
--> statement-breakpoint
CREATE TABLE "buyer_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"model_key" integer GENERATED ALWAYS AS (coalesce(model_id, 0)) STORED NOT NULL,
	"year_from" smallint,
	"year_to" smallint,
	"price_from_cents" bigint,
	"price_to_cents" bigint,
	"body_id" integer,
	"state_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_alerts_locale_check" CHECK ("buyer_alerts"."locale" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "buyer_alert_offers" ADD CONSTRAINT "buyer_alert_offers_alert_id_buyer_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."buyer_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alert_offers" ADD CONSTRAINT "buyer_alert_offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alert_offers" ADD CONSTRAINT "buyer_alert_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alert_offers" ADD CONSTRAINT "buyer_alert_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_body_id_catalog_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."catalog_bodies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_alert_offers_vehicle_key" ON "buyer_alert_offers" USING btree ("alert_id","kind","vehicle_id");--> statement-breakpoint
CREATE INDEX "buyer_alert_offers_agency" ON "buyer_alert_offers" USING btree ("agency_id","alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_alerts_external_key" ON "buyer_alerts" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "buyer_alerts_match" ON "buyer_alerts" USING btree ("brand_id","model_key","id") WHERE "buyer_alerts"."active";--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['buyer_alerts', 'buyer_alert_offers'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The matching's other side: a dealership's vehicles for sale by brand, model and year, with what
-- else the check reads, so that checking an alert against them is one index-only range
-- (modules/buyer-alerts/matching.repository.ts).
CREATE INDEX "vehicles_agency_for_sale_model" ON "vehicles" USING btree ("agency_id", "brand_id", "model_id", "year")
  INCLUDE ("id", "price_cents", "offer_price_cents", "body_id")
  WHERE "deleted_at" IS NULL AND "status" = 'Disponible';
--> statement-breakpoint
CREATE INDEX "new_vehicles_agency_for_sale_model" ON "new_vehicles" USING btree ("agency_id", "brand_id", "model_id", "year")
  INCLUDE ("id", "price_cents", "promotional_price_cents")
  WHERE "deleted_at" IS NULL AND "status" = 'Disponible';
