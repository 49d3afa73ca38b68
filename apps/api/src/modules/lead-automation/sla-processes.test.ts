import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, buildUser, leadDetails, setLeadSettings, uniquePhone } from '../../../test/factories';
import {
  openProcessDeployment,
  type ProcessDeployment,
  severalSweeps,
  until,
} from '../../../test/server-processes';
import { testEngine } from '../../../test/test-database';
import { queryRows } from '../../db/query';
import { createLeads } from '../leads/public';

/**
 * The SLA job as a deployment runs it: every API process sweeps the same PostgreSQL queue on its
 * own timer, and each late lead is still reassigned once; a process started later picks up what
 * came due while none ran.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(testEngine() === 'postgres' && adminUrl && redisUrl)(
  'the SLA job in several API processes',
  () => {
    let deployment: ProcessDeployment;
    let database: ProcessDeployment['database'];
    let agencyId: number;
    let advisors: { id: number }[];

    /** Leads of advisor A, arrived 30 minutes ago: their 15-minute deadline has passed. */
    async function lateLeads(count: number): Promise<number[]> {
      const created = await database.db.transaction((tx) =>
        createLeads(
          tx,
          Array.from({ length: count }, (_, i) => ({
            agency_id: agencyId,
            channel: 'marketplace' as const,
            name: `Cliente ${i}`,
            phone: uniquePhone(),
            details: leadDetails('marketplace'),
            assigned_user_id: advisors[0]!.id,
            source: 'api',
            created_at: new Date(Date.now() - 30 * 60_000),
          })),
        ),
      );
      return created.map((lead) => lead.id);
    }

    /** How many SLA reassignments each of these leads has, and who holds it. */
    const reassignments = (ids: number[]) =>
      queryRows<{ id: number; n: number; assigned_user_id: number }>(
        database.db,
        sql`select l.id, l.assigned_user_id,
                 (select count(*)::int from lead_activities a where a.lead_id = l.id and a.kind = 'sla_reassignment') as n
            from leads l where l.id = any(${`{${ids.join(',')}}`}::int[]) order by l.id`,
      );

    const untilHandled = (ids: number[]) =>
      until(async () => (await reassignments(ids)).every((lead) => lead.n > 0));

    beforeAll(async () => {
      deployment = await openProcessDeployment({
        adminUrl: adminUrl!,
        redisUrl: redisUrl!,
        prefix: 'vitrina_sla',
        env: { LEAD_SLA_SWEEP_MS: '100' },
      });
      database = deployment.database;
      const agency = await buildAgency(database.db);
      agencyId = agency.id;
      advisors = [
        await buildUser(database.db, { agencyIds: [agency.id] }),
        await buildUser(database.db, { agencyIds: [agency.id] }),
        await buildUser(database.db, { agencyIds: [agency.id] }),
      ];
      // Open around the clock: the deadlines are real minutes.
      await setLeadSettings(database.db, agency.id, {
        assignment_mode: 'round_robin',
        sla_minutes: 15,
        sla_reassign: true,
        business_hours: [null, null, null, null, null, null, null],
      });
    }, 120_000);

    afterAll(async () => {
      await deployment?.close();
    });

    it('reassigns each late lead exactly once, whichever process gets there first', async () => {
      const ids = await lateLeads(40);
      await Promise.all([deployment.start(), deployment.start()]);
      await untilHandled(ids);
      await severalSweeps();
      const leads = await reassignments(ids);
      expect(leads.map((lead) => lead.n)).toEqual(ids.map(() => 1));
      expect(new Set(leads.map((lead) => lead.assigned_user_id))).toEqual(new Set([advisors[1]!.id]));
    }, 60_000);

    it('picks up, once restarted, what came due while no process ran', async () => {
      await deployment.stopAll();
      const ids = await lateLeads(10);
      await deployment.start();
      await untilHandled(ids);
      await severalSweeps();
      expect((await reassignments(ids)).map((lead) => lead.n)).toEqual(ids.map(() => 1));
    }, 60_000);
  },
);
