-- lead_counts kept per statement instead of per row: one write of the counters for a statement,
-- however many leads it inserts, moves or removes. Row by row, a statement of 3,000 leads (the demo
-- seed, a bulk arrival) wrote the same few counter rows thousands of times in one transaction, each
-- write walking the versions the earlier ones left: 2.7 of the demo seed's 9 s on the embedded
-- engine. PostgreSQL gives transition tables to triggers of one event only, hence three triggers
-- over one function. A statement writes the counters it changes in one statement, in key order, so
-- two transactions moving leads in opposite directions (A: Nuevo -> Contactado, B: Contactado ->
-- Nuevo) never deadlock on them; an update that moves no lead between counters writes none.
-- Every counter set to its real figure from the live leads (0 when its leads are gone), the
-- missing ones added, in one statement: what the scale seed runs when it turns the counters back on
-- (scale-leads.ts), and what this migration runs below.
CREATE FUNCTION vitrina_recount_lead_counts() RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_counts AS c (agency_id, channel, status, assigned_user_id, n)
  SELECT agency_id, channel, status, assigned_user_id, sum(n)::int
    FROM (SELECT agency_id, channel, status, coalesce(assigned_user_id, 0), count(*)
            FROM leads WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4
          UNION ALL
          SELECT agency_id, channel, status, assigned_user_id, 0 FROM lead_counts
         ) AS d (agency_id, channel, status, assigned_user_id, n)
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (agency_id, channel, status, assigned_user_id) DO UPDATE SET n = excluded.n
   WHERE c.n IS DISTINCT FROM excluded.n;
$$;--> statement-breakpoint
-- A scale seed stopped half-way leaves the old trigger off (scale-leads.ts) and the counters behind:
-- counted again here, since the new triggers start on.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'leads'::regclass AND tgname = 'leads_counts' AND tgenabled = 'D') THEN
    PERFORM vitrina_recount_lead_counts();
  END IF;
END
$$;--> statement-breakpoint
DROP TRIGGER "leads_counts" ON "leads";--> statement-breakpoint
DROP FUNCTION vitrina_lead_counts();--> statement-breakpoint
CREATE FUNCTION vitrina_lead_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_counts AS c (agency_id, channel, status, assigned_user_id, n)
    SELECT agency_id, channel, status, coalesce(assigned_user_id, 0), count(*)::int
      FROM new_leads WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, channel, status, assigned_user_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_counts AS c (agency_id, channel, status, assigned_user_id, n)
    SELECT agency_id, channel, status, coalesce(assigned_user_id, 0), -count(*)::int
      FROM old_leads WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, channel, status, assigned_user_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO lead_counts AS c (agency_id, channel, status, assigned_user_id, n)
    SELECT d.agency_id, d.channel, d.status, d.assigned_user_id, sum(d.n)::int
      FROM (
        SELECT agency_id, channel, status, coalesce(assigned_user_id, 0), -1
          FROM old_leads WHERE deleted_at IS NULL
        UNION ALL
        SELECT agency_id, channel, status, coalesce(assigned_user_id, 0), 1
          FROM new_leads WHERE deleted_at IS NULL
      ) AS d (agency_id, channel, status, assigned_user_id, n)
     GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, channel, status, assigned_user_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_counts_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_lead_counts();--> statement-breakpoint
CREATE TRIGGER "leads_counts_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_lead_counts();--> statement-breakpoint
CREATE TRIGGER "leads_counts_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_leads
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_lead_counts();
