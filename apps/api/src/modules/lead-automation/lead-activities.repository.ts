import type { LeadActivityKind } from '@vitrina/shared';
import { insertJson } from '../../db/bulk-insert';
import type { Tx } from '../../db/client';

// Here, below the leads module: the SLA sweep writes timeline entries as the lead service's
// batches do, and leads already depends on lead automation (a copy in leads made an import loop).

/** A timeline entry as a batch writes it: every field given, the instant as ISO text. */
export interface BatchActivity {
  lead_id: number;
  user_id: number | null;
  kind: LeadActivityKind;
  body: string;
  details: Record<string, unknown>;
  created_at: string;
}

/** Many timeline entries in one statement (a batch's arrivals, the SLA job's sweep, the seed). */
export async function recordActivities(tx: Tx, activities: readonly BatchActivity[]): Promise<void> {
  await insertJson(
    tx,
    'lead_activities',
    {
      lead_id: 'integer',
      user_id: 'integer',
      kind: 'text',
      body: 'text',
      details: 'jsonb',
      created_at: 'timestamptz',
    },
    activities,
  );
}
