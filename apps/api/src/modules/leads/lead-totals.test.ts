import {
  LEAD_CHANNEL_KEYS,
  type LeadDetail,
  leadForwardResource,
  leadResources,
  ROLES,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser, leadPayload } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { queryRows } from '../../db/query';
import { countedTotal } from './lead-totals';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;

describe('which lists the counters answer', () => {
  const scope = { agencyIds: [1], advisorId: null };
  it('answers unfiltered lists and those narrowed by status, advisor or channel', () => {
    expect(countedTotal('marketplace', scope)).toBeTypeOf('function');
    expect(countedTotal('marketplace', { ...scope, status: 'Nuevo', assigned_user_id: 0 })).toBeTypeOf(
      'function',
    );
    expect(countedTotal(null, { ...scope, channel: 'service' })).toBeTypeOf('function');
  });
  it('leaves every other filter to the capped count', () => {
    expect(countedTotal('marketplace', { ...scope, created_from: '2026-01-01' })).toBeUndefined();
    expect(countedTotal('service', { ...scope, service_type: 'brakes' })).toBeUndefined();
    expect(countedTotal(null, { ...scope, forwarded: true })).toBeUndefined();
    expect(countedTotal('marketplace', { ...scope, vehicle_id: 4 })).toBeUndefined();
  });
});

/** lead_counts as stored, and as a real count of the live leads: the same rows when the counters are exact. */
async function countsOf(agencyIds: number[]) {
  const ids = sql.join(
    agencyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await queryRows<Record<string, unknown>>(
    db(),
    sql`select agency_id, channel, status, assigned_user_id, n from lead_counts
         where agency_id in (${ids}) and n <> 0 order by 1, 2, 3, 4`,
  );
  const counted = await queryRows<Record<string, unknown>>(
    db(),
    sql`select agency_id, channel, status, coalesce(assigned_user_id, 0) as assigned_user_id, count(*)::int as n
          from leads where agency_id in (${ids}) and deleted_at is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const negative = await queryRows(db(), sql`select 1 from lead_counts where n < 0`);
  return { kept, counted, negative };
}

describe('the counters under concurrent writes', () => {
  it('stay equal to a real count, and the unfiltered lists answer the exact total', async () => {
    const x = await buildAgency(db(), { name: 'Contadores X' });
    const y = await buildAgency(db(), { name: 'Contadores Y' });
    const advisorsX = [
      await buildUser(db(), { role: ROLES.advisor, agencyIds: [x.id] }),
      await buildUser(db(), { role: ROLES.advisor, agencyIds: [x.id] }),
    ];
    const advisorY = await buildUser(db(), { role: ROLES.advisor, agencyIds: [y.id] });
    const gerente = as(t, { role: ROLES.manager, agencies: [x.id, y.id] });
    const admin = as(t, 'admin');
    const channels = ['marketplace', 'service', 'parts'] as const;

    const created = await Promise.all(
      Array.from({ length: 18 }, (_, i) => {
        const channel = channels[i % 3]!;
        const agencyId = i % 4 === 3 ? y.id : x.id;
        const assigned = agencyId === x.id && i % 2 === 0 ? advisorsX[i % 4 === 0 ? 0 : 1]!.id : null;
        return gerente
          .on(leadResources[channel])
          .create(leadPayload(agencyId, channel, { assigned_user_id: assigned }));
      }),
    );
    expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201));
    const leads = created.map((answer) => answer.body.data);
    const at = (lead: LeadDetail, verb: string) =>
      `${gerente.on(leadResources[lead.channel]).url(lead.id)}/${verb}`;

    const changes = await Promise.all([
      ...leads.slice(0, 6).map((lead, i) =>
        gerente.post(at(lead, 'status'), {
          status: i % 2 === 0 ? 'Contactado' : 'Perdido',
          lock_version: 1,
          ...(i % 2 === 0 ? {} : { lost_reason: 'price' }),
        }),
      ),
      ...leads.slice(6, 10).map((lead, i) =>
        gerente.post(at(lead, 'assign'), {
          user_id:
            lead.agency_id === y.id
              ? advisorY.id
              : lead.assigned_user_id === null
                ? advisorsX[i % 2]!.id
                : null,
          lock_version: 1,
        }),
      ),
      ...leads.slice(10, 13).map((lead) =>
        admin.post(`${admin.on(leadForwardResource).url(lead.id)}/forward`, {
          agency_id: lead.agency_id === x.id ? y.id : x.id,
          reason: 'Reparto',
        }),
      ),
      ...leads.slice(13, 15).map((lead) => gerente.on(leadResources[lead.channel]).remove(lead.id)),
      // Two writers on the same lead: one wins, the counters move once.
      gerente.post(at(leads[15]!, 'status'), { status: 'Contactado', lock_version: 1 }),
      gerente.post(at(leads[15]!, 'status'), { status: 'En seguimiento', lock_version: 1 }),
    ]);
    const statuses = changes.map((answer) => answer.status);
    expect(
      statuses.slice(0, -2).every((code) => code === 200 || code === 201),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses.slice(-2).sort()).toEqual([200, 409]);

    const { kept, counted, negative } = await countsOf([x.id, y.id]);
    expect(kept).toEqual(counted);
    expect(negative).toEqual([]);

    const live = (agencyId: number | null, channel?: string, status?: string) =>
      counted
        .filter(
          (row) =>
            (agencyId === null || row.agency_id === agencyId) &&
            (channel === undefined || row.channel === channel) &&
            (status === undefined || row.status === status),
        )
        .reduce((sum, row) => sum + Number(row.n), 0);
    for (const channel of channels) {
      for (const agencyId of [x.id, y.id]) {
        const list = await gerente.on(leadResources[channel]).list({ agency: agencyId });
        expect(list.body.meta, `${channel} ${agencyId}`).toMatchObject({
          total: live(agencyId, channel),
          total_capped: false,
        });
        const nuevo = await gerente.on(leadResources[channel]).list({ agency: agencyId, status: 'Nuevo' });
        expect(nuevo.body.meta.total).toBe(live(agencyId, channel, 'Nuevo'));
      }
      const both = await gerente.on(leadResources[channel]).list({ agency: 0 });
      expect(both.body.meta.total).toBe(live(null, channel));
    }
    const everything = await admin.on(leadForwardResource).list({ agency: x.id });
    expect(everything.body.meta.total).toBe(live(x.id));
    // The answered total is the rows the list holds.
    const page = await admin.on(leadForwardResource).list({ agency: y.id, limit: 100 });
    expect(page.body.data).toHaveLength(page.body.meta.total);
    expect(LEAD_CHANNEL_KEYS).toContain(page.body.data[0]!.channel);
  });
});
