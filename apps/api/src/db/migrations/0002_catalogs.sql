CREATE TABLE "catalog_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_path" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_path" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalog_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_versions_transmission_check" CHECK ("catalog_versions"."transmission" in ('manual', 'automatic', 'cvt', 'dual_clutch')),
	CONSTRAINT "catalog_versions_fuel_check" CHECK ("catalog_versions"."fuel" in ('gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric'))
);
--> statement-breakpoint
CREATE TABLE "catalog_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"list_price_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_years_price_check" CHECK ("catalog_years"."list_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_body_id_catalog_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."catalog_bodies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_versions" ADD CONSTRAINT "catalog_versions_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_years" ADD CONSTRAINT "catalog_years_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_bodies_name_key" ON "catalog_bodies" USING btree (vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_brands_name_key" ON "catalog_brands" USING btree (vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE INDEX "catalog_brands_name_trgm" ON "catalog_brands" USING gin (vitrina_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_models_brand_name_key" ON "catalog_models" USING btree ("brand_id",vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE INDEX "catalog_models_body_idx" ON "catalog_models" USING btree ("body_id");--> statement-breakpoint
CREATE INDEX "catalog_models_name_trgm" ON "catalog_models" USING gin (vitrina_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_versions_model_name_key" ON "catalog_versions" USING btree ("model_id",vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_years_version_year_key" ON "catalog_years" USING btree ("version_id","year");