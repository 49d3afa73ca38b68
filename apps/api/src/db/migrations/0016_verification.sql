CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"decode" jsonb,
	"provider_status" text NOT NULL,
	"provider_error" text,
	"report" jsonb,
	"result" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifications_kind_check" CHECK ("verifications"."kind" in ('vin', 'plate')),
	CONSTRAINT "verifications_provider_status_check" CHECK ("verifications"."provider_status" in ('ok', 'not_found', 'failed', 'not_configured')),
	CONSTRAINT "verifications_result_check" CHECK ("verifications"."result" in ('clear', 'warning', 'alert', 'incomplete'))
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_agency_created" ON "verifications" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "verifications_created" ON "verifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "verifications_agency_result" ON "verifications" USING btree ("agency_id","result","id");--> statement-breakpoint
CREATE INDEX "verifications_query_trgm" ON "verifications" USING gin (vitrina_unaccent(lower("query")) gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 (db/read-cache.ts relies on it).
CREATE TRIGGER verifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON verifications
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();
