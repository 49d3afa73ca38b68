import {
  LEAD_CHANNEL_KEYS,
  type LeadChannelKey,
  leadForwardResource,
  leadResources,
  ROLES,
} from '@vitrina/shared';
import { buildLead, buildUser, leadPayload } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName, World } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import { onlyFor, type Row, type RowSet } from './rows';

type Ids = Partial<Record<PrincipalName, number>>;

/** Filled in by setup, per channel: the leads each row reads or changes. */
interface ChannelLeads {
  /** Assigned to asesorA: every principal of A may read and change it. */
  own: number;
  /** Assigned to nobody: an Asesor does not see it. */
  others: number;
  status: number;
  assign: number;
  activities: number;
  ofB: number;
  doomed: Ids;
  /** Each writer merges a pair of its own: `other` into `survivor`. */
  merges: Partial<Record<PrincipalName, { survivor: number; other: number }>>;
}
const o = {} as Record<LeadChannelKey, ChannelLeads>;
const forwarded = { id: 0 };
/** Filled in by setup: an Asesor of A other than asesorA, to whom staff may assign a lead. */
const otherAdvisor = { id: 0 };

const WRITERS = ['superadmin', 'admin', 'gerenteA'] as const;
/** The status changes run in this order, each over the version the one before left. */
const STATUS_VERSION: Ids = { superadmin: 1, admin: 2, gerenteA: 3, asesorA: 4 };
const ASSIGN_VERSION: Ids = { superadmin: 1, admin: 2, gerenteA: 3 };

/** Nuevo → Contactado → En seguimiento → Contactado…, each from the version the change before left. */
const statusChange = (who: PrincipalName) => {
  const done = (STATUS_VERSION[who] ?? 1) - 1;
  return { status: done % 2 === 0 ? 'Contactado' : 'En seguimiento', lock_version: done + 1 };
};

/** To asesorA, to nobody, to asesorA…: always a change. */
const assignment = (who: PrincipalName, world: World) => {
  const done = (ASSIGN_VERSION[who] ?? 1) - 1;
  return { user_id: done % 2 === 0 ? world.users.asesorA.id : null, lock_version: done + 1 };
};

function channelRows(channel: LeadChannelKey): Row[] {
  const def = leadResources[channel];
  const base = apiPath(def);
  const update = expectationFor(def, 'update');
  const leads = () => o[channel];
  return [
    ...crudRows(def, {
      noun: { one: `${channel} lead`, many: `${channel} leads` },
      titles: { one: `one ${channel} lead (A, the Asesor’s own)`, delete: `delete a ${channel} lead (A)` },
      only: ['list', 'export', 'create', 'one', 'delete'],
      query: { export: () => ({ format: 'csv' }) },
      id: () => leads().own,
      doomed: (who) => leads().doomed[who] ?? leads().own,
      create: (_who, world) => leadPayload(world.agencyA.id, channel),
      update: () => ({}),
    }),
    {
      route: `POST ${base}`,
      title: `a ${channel} lead of A assigned to another Asesor: an Asesor assigns no one but themselves (422)`,
      request: (world) => ({
        method: 'POST',
        url: base,
        payload: { ...leadPayload(world.agencyA.id, channel), assigned_user_id: otherAdvisor.id },
      }),
      expect: { ...expectationFor(def, 'create'), asesorA: 422 },
      rules: ['leads.advisor-assigns-only-themselves'],
    },
    {
      route: `GET ${base}/advisors`,
      title: `${channel} lead advisors of dealership A`,
      request: (world) => ({ method: 'GET', url: `${base}/advisors?agency=${world.agencyA.id}` }),
      expect: expectationFor(def, 'list'),
    },
    {
      route: `GET ${base}/:id`,
      title: `one ${channel} lead of A assigned to nobody (not the Asesor’s)`,
      request: () => ({ method: 'GET', url: `${base}/${leads().others}` }),
      expect: { ...expectationFor(def, 'one'), asesorA: 404 },
    },
    {
      route: `GET ${base}/:id`,
      title: `one ${channel} lead (B)`,
      request: () => ({ method: 'GET', url: `${base}/${leads().ofB}` }),
      expect: { ...expectationFor(def, 'one'), gerenteA: 404, asesorA: 404 },
    },
    {
      route: `POST ${base}/:id/status`,
      title: `change the status of a ${channel} lead (A)`,
      request: (_world, who) => ({
        method: 'POST',
        url: `${base}/${leads().status}/status`,
        payload: statusChange(who),
      }),
      expect: update,
    },
    {
      route: `POST ${base}/:id/status`,
      title: `change the status of a ${channel} lead (B)`,
      request: () => ({
        method: 'POST',
        url: `${base}/${leads().ofB}/status`,
        payload: { status: 'Contactado', lock_version: 1 },
      }),
      expect: { ...update, superadmin: 200, admin: 409, gerenteA: 404, asesorA: 404 },
    },
    {
      route: `POST ${base}/:id/assign`,
      title: `assign a ${channel} lead (A)`,
      request: (world, who) => ({
        method: 'POST',
        url: `${base}/${leads().assign}/assign`,
        payload: assignment(who, world),
      }),
      expect: { ...update, asesorA: 403 },
    },
    {
      route: `POST ${base}/:id/activities`,
      title: `record a call on a ${channel} lead (A)`,
      request: () => ({
        method: 'POST',
        url: `${base}/${leads().activities}/activities`,
        payload: { kind: 'call', body: 'Sin respuesta' },
      }),
      expect: expectationFor(def, 'update', 201),
    },
    {
      route: `POST ${base}/:id/merge`,
      title: `merge two ${channel} leads (A)`,
      request: (_world, who) => {
        const pair = leads().merges[who] ?? leads().merges.gerenteA!;
        return {
          method: 'POST',
          url: `${base}/${pair.survivor}/merge`,
          payload: { other_id: pair.other, lock_version: 1 },
        };
      },
      expect: { ...update, asesorA: 403 },
    },
    {
      route: `POST ${base}/:id/merge`,
      title: `merge a lead of B into a ${channel} lead of A`,
      request: () => ({
        method: 'POST',
        url: `${base}/${leads().own}/merge`,
        payload: { other_id: leads().ofB, lock_version: 1 },
      }),
      expect: { ...update, superadmin: 422, admin: 422, gerenteA: 422, asesorA: 403 },
    },
  ];
}

const FORWARD = apiPath(leadForwardResource);

const rows: Row[] = [
  ...LEAD_CHANNEL_KEYS.flatMap(channelRows),
  {
    route: `GET ${apiPath(leadResources.marketplace)}`,
    title: 'marketplace leads list narrowed to dealership B',
    request: (world) => ({
      method: 'GET',
      url: `${apiPath(leadResources.marketplace)}?agency=${world.agencyB.id}`,
    }),
    expect: { ...expectationFor(leadResources.marketplace, 'list'), gerenteA: 403, asesorA: 403 },
  },
  {
    route: `POST ${apiPath(leadResources.marketplace)}`,
    title: 'create a marketplace lead in dealership B',
    request: (world) => ({
      method: 'POST',
      url: apiPath(leadResources.marketplace),
      payload: leadPayload(world.agencyB.id),
    }),
    expect: { ...expectationFor(leadResources.marketplace, 'create'), gerenteA: 403, asesorA: 403 },
  },
  ...crudRows(leadForwardResource, {
    noun: { one: 'lead to forward', many: 'leads to forward' },
    only: ['list', 'export', 'one'],
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.marketplace.own,
    doomed: () => o.marketplace.own,
    create: () => ({}),
    update: () => ({}),
  }),
  {
    route: `GET ${FORWARD}/forward-targets`,
    title: 'the dealerships a lead may be forwarded to',
    request: () => ({ method: 'GET', url: `${FORWARD}/forward-targets` }),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
  {
    route: `POST ${FORWARD}/:id/forward`,
    title: 'forward a lead of A to B',
    request: (world) => ({
      method: 'POST',
      url: `${FORWARD}/${forwarded.id}/forward`,
      payload: { agency_id: world.agencyB.id, user_id: null, reason: 'Cliente de la otra agencia' },
    }),
    expect: onlyFor(['superadmin', 'admin'], 201),
  },
];

/**
 * Leads, per channel: dealership A's follow the definition (crudRows), but an Asesor reads and
 * changes only the leads assigned to them (404 otherwise) and cannot assign or merge; B's answer
 * 404 to A's users, and a lead of B cannot be merged into one of A. The forwarding list and the forward are for administrators.
 */
export const leadRows: RowSet = {
  name: 'leads',
  async setup(t, world) {
    const db = t.context.database.db;
    const asesor = world.users.asesorA.id;
    otherAdvisor.id = (await buildUser(db, { role: ROLES.advisor, agencyIds: [world.agencyA.id] })).id;
    for (const channel of LEAD_CHANNEL_KEYS) {
      const lead = (agencyId: number, assignedUserId: number | null = asesor) =>
        buildLead(db, { agencyId, channel, assignedUserId }).then((row) => row.id);
      const doomed: Ids = {};
      const merges: ChannelLeads['merges'] = {};
      for (const who of WRITERS) {
        doomed[who] = await lead(world.agencyA.id);
        merges[who] = { survivor: await lead(world.agencyA.id), other: await lead(world.agencyA.id, null) };
      }
      o[channel] = {
        own: await lead(world.agencyA.id),
        others: await lead(world.agencyA.id, null),
        status: await lead(world.agencyA.id),
        assign: await lead(world.agencyA.id, null),
        activities: await lead(world.agencyA.id),
        ofB: await lead(world.agencyB.id, null),
        doomed,
        merges,
      };
    }
    forwarded.id = (await buildLead(db, { agencyId: world.agencyA.id })).id;
  },
  rows,
};
