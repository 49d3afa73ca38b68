CREATE TABLE "upgrade_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"type" text NOT NULL,
	"package_id" integer,
	"package_name" text NOT NULL,
	"current_package_name" text DEFAULT '' NOT NULL,
	"module" text,
	"message" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_requests_type_check" CHECK ("upgrade_requests"."type" in ('used', 'new')),
	CONSTRAINT "upgrade_requests_status_check" CHECK ("upgrade_requests"."status" in ('pending', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "popup_dismissals" (
	"popup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_dismissals_user_id_popup_id_pk" PRIMARY KEY("user_id","popup_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_path" text,
	"cta_label" text DEFAULT '' NOT NULL,
	"cta_url" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"package_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"membership_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"agency_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_audience_check" CHECK ("popups"."audience" in ('all', 'package', 'membership', 'state', 'agencies')),
	CONSTRAINT "popups_frequency_check" CHECK ("popups"."frequency" in ('once', 'every_visit')),
	CONSTRAINT "popups_dates_check" CHECK ("popups"."ends_on" >= "popups"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_requests_created_order" ON "upgrade_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "upgrade_requests_agency_idx" ON "upgrade_requests" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "popup_dismissals_popup_idx" ON "popup_dismissals" USING btree ("popup_id");--> statement-breakpoint
CREATE INDEX "popups_in_force" ON "popups" USING btree ("ends_on","starts_on") WHERE "popups"."active";--> statement-breakpoint
CREATE INDEX "popups_starts_order" ON "popups" USING btree ("starts_on","id");--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['popups', 'popup_dismissals', 'upgrade_requests'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
