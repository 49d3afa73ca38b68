CREATE TABLE "lead_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'call', 'whatsapp', 'email', 'created', 'status', 'assignment', 'forward'))
);
--> statement-breakpoint
CREATE TABLE "lead_counts" (
	"agency_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"assigned_user_id" integer DEFAULT 0 NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_agency_id_channel_status_assigned_user_id_pk" PRIMARY KEY("agency_id","channel","status","assigned_user_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'Nuevo' NOT NULL,
	"lost_reason" text,
	"lost_note" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"vehicle_id" integer,
	"vehicle_title" text DEFAULT '' NOT NULL,
	"sold_vehicle_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"assigned_user_id" integer,
	"first_response_at" timestamp with time zone,
	"forwarded_from" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_channel_check" CHECK ("leads"."channel" in ('marketplace', 'wanted-new', 'wanted-used', 'auctions', 'mercadolibre', 'soloautos', 'service', 'body', 'parts', 'appointments', 'facebook')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('Nuevo', 'Contactado', 'En seguimiento', 'Cita agendada', 'Vendido', 'Perdido')),
	CONSTRAINT "leads_lost_reason_check" CHECK (("leads"."status" = 'Perdido') = ("leads"."lost_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_counts" ADD CONSTRAINT "lead_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sold_vehicle_id_vehicles_id_fk" FOREIGN KEY ("sold_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_forwarded_from_leads_id_fk" FOREIGN KEY ("forwarded_from") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead" ON "lead_activities" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_agency_channel_created" ON "leads" USING btree ("agency_id","channel","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_agency_channel_assigned" ON "leads" USING btree ("agency_id","channel","assigned_user_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_agency_channel_status" ON "leads" USING btree ("agency_id","channel","status","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_agency_channel_scheduled" ON "leads" USING btree ("agency_id","channel","scheduled_at","id") WHERE "leads"."deleted_at" is null and "leads"."scheduled_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_channel_created" ON "leads" USING btree ("channel","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_created" ON "leads" USING btree ("created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_agency_search_trgm" ON "leads" USING gin ("agency_id","channel","search_text" gin_trgm_ops) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_search_trgm" ON "leads" USING gin ("search_text" gin_trgm_ops) WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_agency_phone" ON "leads" USING btree ("agency_id","phone") WHERE "leads"."deleted_at" is null and "leads"."phone" <> '';--> statement-breakpoint
CREATE INDEX "leads_agency_email" ON "leads" USING btree ("agency_id","email") WHERE "leads"."deleted_at" is null and "leads"."email" <> '';--> statement-breakpoint
CREATE INDEX "leads_forwarded_from" ON "leads" USING btree ("forwarded_from") WHERE "leads"."forwarded_from" is not null;--> statement-breakpoint
CREATE INDEX "leads_vehicle" ON "leads" USING btree ("vehicle_id") WHERE "leads"."vehicle_id" is not null;--> statement-breakpoint
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['leads', 'lead_activities', 'lead_counts'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- lead_counts stays exact in the same transaction as every write of a lead, whoever writes it.
-- Both counter rows are written by one statement in key order, so two transactions moving leads
-- in opposite directions (A: Nuevo -> Contactado, B: Contactado -> Nuevo) never deadlock on them.
CREATE FUNCTION vitrina_lead_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.agency_id, OLD.channel, OLD.status, OLD.assigned_user_id, OLD.deleted_at)
       IS NOT DISTINCT FROM (NEW.agency_id, NEW.channel, NEW.status, NEW.assigned_user_id, NEW.deleted_at) THEN
    RETURN NULL;
  END IF;
  INSERT INTO lead_counts AS c (agency_id, channel, status, assigned_user_id, n)
  SELECT d.agency_id, d.channel, d.status, d.assigned_user_id, sum(d.n)::int
    FROM (
      SELECT OLD.agency_id, OLD.channel, OLD.status, coalesce(OLD.assigned_user_id, 0), -1
       WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL
      UNION ALL
      SELECT NEW.agency_id, NEW.channel, NEW.status, coalesce(NEW.assigned_user_id, 0), 1
       WHERE TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL
    ) AS d (agency_id, channel, status, assigned_user_id, n)
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (agency_id, channel, status, assigned_user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_counts AFTER INSERT OR DELETE OR UPDATE OF agency_id, channel, status, assigned_user_id, deleted_at
  ON leads FOR EACH ROW EXECUTE FUNCTION vitrina_lead_counts();
