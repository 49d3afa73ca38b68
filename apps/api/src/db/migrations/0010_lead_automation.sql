CREATE TABLE "agency_lead_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"assignment_mode" text DEFAULT 'manual' NOT NULL,
	"sla_minutes" integer,
	"sla_reassign" boolean DEFAULT false NOT NULL,
	"business_hours" jsonb NOT NULL,
	"round_robin_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_lead_settings_mode_check" CHECK ("agency_lead_settings"."assignment_mode" in ('manual', 'round_robin', 'least_busy')),
	CONSTRAINT "agency_lead_settings_sla_check" CHECK ("agency_lead_settings"."sla_minutes" is null or "agency_lead_settings"."sla_minutes" in (15, 30, 60, 120))
);
--> statement-breakpoint
CREATE TABLE "lead_advisor_absences" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_advisor_absences_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lead_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lead_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_ingestions" (
	"agency_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_ingestions_agency_id_idempotency_key_pk" PRIMARY KEY("agency_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_warn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_breached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "agency_lead_settings" ADD CONSTRAINT "agency_lead_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lead_settings" ADD CONSTRAINT "agency_lead_settings_round_robin_user_id_users_id_fk" FOREIGN KEY ("round_robin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_advisor_absences" ADD CONSTRAINT "lead_advisor_absences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_advisor_absences" ADD CONSTRAINT "lead_advisor_absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_api_keys" ADD CONSTRAINT "lead_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_api_keys" ADD CONSTRAINT "lead_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_ingestions" ADD CONSTRAINT "lead_ingestions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_ingestions" ADD CONSTRAINT "lead_ingestions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_api_keys_agency" ON "lead_api_keys" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_ingestions_lead" ON "lead_ingestions" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_leads_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_leads_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_agency_channel_sla" ON "leads" USING btree ("agency_id","channel","sla_due_at","id") WHERE "leads"."deleted_at" is null and "leads"."first_response_at" is null and "leads"."sla_due_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_sla_queue" ON "leads" USING btree ("sla_due_at","id") WHERE "leads"."deleted_at" is null and "leads"."first_response_at" is null and "leads"."sla_due_at" is not null and "leads"."sla_breached_at" is null;--> statement-breakpoint
CREATE INDEX "leads_duplicate_of" ON "leads" USING btree ("duplicate_of") WHERE "leads"."duplicate_of" is not null;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'call', 'whatsapp', 'email', 'created', 'status', 'assignment', 'forward', 'duplicate', 'merge', 'sla_reassignment', 'sla_breach'));--> statement-breakpoint
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['agency_lead_settings', 'lead_advisor_absences', 'lead_api_keys', 'lead_ingestions'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Duplicates compare e-mails as the lead service now stores them: lower case.
UPDATE "leads" SET "email" = lower("email") WHERE "email" <> lower("email");
