CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"amount_cents" bigint NOT NULL,
	"bidder_number" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_year_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"vehicle_title" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"vin" text NOT NULL,
	"mileage_km" integer NOT NULL,
	"condition_report" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_phone" text NOT NULL,
	"seller_email" text DEFAULT '' NOT NULL,
	"reserve_cents" bigint NOT NULL,
	"starting_cents" bigint NOT NULL,
	"increment_cents" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"current_cents" bigint,
	"current_agency_id" integer,
	"bids_count" integer DEFAULT 0 NOT NULL,
	"winner_agency_id" integer,
	"lead_id" integer,
	"closed_at" timestamp with time zone,
	"cover_path" text,
	"photos_count" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_status_check" CHECK ("auctions"."status" in ('open', 'sold', 'unsold', 'cancelled')),
	CONSTRAINT "auctions_dates_check" CHECK ("auctions"."ends_at" > "auctions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_photos" ADD CONSTRAINT "auction_photos_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_catalog_year_id_catalog_years_id_fk" FOREIGN KEY ("catalog_year_id") REFERENCES "public"."catalog_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_current_agency_id_agencies_id_fk" FOREIGN KEY ("current_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_agency_id_agencies_id_fk" FOREIGN KEY ("winner_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_auction_order" ON "auction_bids" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "auction_bids_agency_idx" ON "auction_bids" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "auction_photos_order" ON "auction_photos" USING btree ("auction_id","position","id");--> statement-breakpoint
CREATE INDEX "auctions_open_ends" ON "auctions" USING btree ("ends_at","id") WHERE "auctions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "auctions_starts_order" ON "auctions" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "auctions_ends_order" ON "auctions" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "auctions_created_order" ON "auctions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "auctions_search_trgm" ON "auctions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['auctions', 'auction_bids', 'auction_photos'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
