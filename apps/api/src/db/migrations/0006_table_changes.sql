-- Every write statement names its table to the writing connection with a NOTICE, so the API can
-- keep reads that are costly and rarely change (list totals, the profile) until a write to a
-- table they read (db/read-cache.ts). Statement-level: one notice per statement, however many
-- rows it touched. A new table needs the same trigger; a test lists the tables without it.
CREATE OR REPLACE FUNCTION vitrina_table_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE USING MESSAGE = 'vitrina:table:' || TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
