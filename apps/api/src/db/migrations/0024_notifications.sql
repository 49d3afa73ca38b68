CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agency_id" integer,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 (db/read-cache.ts relies on it).
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();
--> statement-breakpoint
-- A new notification names its user and itself to the writing connection; once the transaction is
-- over the realtime server reads it (a rolled-back one is not found) and sends it to the user's
-- private channel (realtime/user-channels.ts), in every process through the change bus.
CREATE OR REPLACE FUNCTION vitrina_notification_created() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE USING MESSAGE = 'vitrina:notification:' || NEW.user_id || ':' || NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_created AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION vitrina_notification_created();
