CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dealership_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_agencies" (
	"promotion_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	CONSTRAINT "promotion_agencies_promotion_id_agency_id_pk" PRIMARY KEY("promotion_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_check" CHECK ("promotions"."type" in ('new', 'used')),
	CONSTRAINT "promotions_discount_kind_check" CHECK ("promotions"."discount_kind" in ('percent', 'amount')),
	CONSTRAINT "promotions_discount_value_check" CHECK ("promotions"."discount_value" > 0 and ("promotions"."discount_kind" <> 'percent' or "promotions"."discount_value" <= 10000)),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."ends_on" >= "promotions"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "sepomex" (
	"id" serial PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"settlement" text NOT NULL,
	"settlement_type" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"state_code" text NOT NULL,
	"municipality_code" text NOT NULL,
	"settlement_code" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "dealership_groups_name_lower_unique";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "sepomex_id" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "used_vehicle_limit" integer;--> statement-breakpoint
ALTER TABLE "dealership_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_agencies" ADD CONSTRAINT "promotion_agencies_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_agencies" ADD CONSTRAINT "promotion_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_families_name_key" ON "dealership_families" USING btree (vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE INDEX "dealership_families_name_order" ON "dealership_families" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "promotion_agencies_agency_idx" ON "promotion_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "promotions_type_idx" ON "promotions" USING btree ("type","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "sepomex_official_key" ON "sepomex" USING btree ("state_code","municipality_code","settlement_code","postal_code");--> statement-breakpoint
CREATE INDEX "sepomex_postal_code_idx" ON "sepomex" USING btree ("postal_code");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_family_id_dealership_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."dealership_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_sepomex_id_sepomex_id_fk" FOREIGN KEY ("sepomex_id") REFERENCES "public"."sepomex"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_order" ON "users" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (vitrina_unaccent(lower("name" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_family_idx" ON "agencies" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "agencies_name_order" ON "agencies" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "agencies_created_order" ON "agencies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agencies_membership_order" ON "agencies" USING btree ("membership_status",vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "agencies_name_trgm" ON "agencies" USING gin (vitrina_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_groups_name_key" ON "dealership_groups" USING btree (vitrina_unaccent(lower("name")));--> statement-breakpoint
CREATE INDEX "dealership_groups_name_order" ON "dealership_groups" USING btree (vitrina_unaccent(lower("name")),"id");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_used_vehicle_limit_check" CHECK ("agencies"."used_vehicle_limit" >= 0);