CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"state_code" text,
	"brand_id" integer,
	"body_id" integer,
	"title" text NOT NULL,
	"link" text,
	"desktop_path" text,
	"mobile_path" text,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_placement_check" CHECK ("banners"."placement" in ('home', 'nuevos', 'seminuevos', 'catalog')),
	CONSTRAINT "banners_target_check" CHECK (case when "banners"."placement" = 'catalog'
            then "banners"."state_code" is null and ("banners"."brand_id" is null) <> ("banners"."body_id" is null)
            else "banners"."brand_id" is null and "banners"."body_id" is null end),
	CONSTRAINT "banners_dates_check" CHECK ("banners"."ends_on" is null or "banners"."starts_on" is null or "banners"."ends_on" >= "banners"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_body_id_catalog_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."catalog_bodies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banners_national" ON "banners" USING btree ("placement") WHERE "banners"."state_code" is null and "banners"."placement" <> 'catalog';--> statement-breakpoint
CREATE INDEX "banners_placement_order" ON "banners" USING btree ("placement","position","id");--> statement-breakpoint
CREATE INDEX "banners_brand" ON "banners" USING btree ("brand_id") WHERE "banners"."brand_id" is not null;--> statement-breakpoint
CREATE INDEX "banners_body" ON "banners" USING btree ("body_id") WHERE "banners"."body_id" is not null;--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on the new table (db/read-cache.ts relies on it).
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();
--> statement-breakpoint
-- Each state placement always has its national banner (edited at …/national/edit, never deleted);
-- inactive until someone gives it its images.
INSERT INTO banners (placement, title, active) VALUES
  ('home', 'Banner nacional', false),
  ('nuevos', 'Banner nacional', false),
  ('seminuevos', 'Banner nacional', false);
