import { type DealershipSetKind, familyResource, groupResource } from '@vitrina/shared';
import { buildFamily, buildGroup } from '../factories';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { type Row, type RowSet, signedIn } from './rows';

const D = '/api/mi-vitrina/dealership';

const o = {
  set: { groups: 0, families: 0 },
  doomed: { groups: {}, families: {} } as Record<DealershipSetKind, Partial<Record<PrincipalName, number>>>,
};

/**
 * The same rows for groups and families: one definition each, one implementation. Only platform
 * staff hold their permissions; a manager of A naming agency B (or A) still gets nothing.
 */
function setRows(def: typeof groupResource | typeof familyResource, label: string): Row[] {
  const kind = def.name;
  return crudRows(def, {
    noun: { one: label, many: label },
    titles: { create: `create a ${label} with members`, update: `edit a ${label} and its members` },
    id: () => o.set[kind],
    doomed: (who) => o.doomed[kind][who] ?? 987654,
    create: (who, world) => ({ name: `${label} ${who}`, agency_ids: [world.agencyB.id] }),
    update: (_, world) => ({ name: `${label} matriz`, agency_ids: [world.agencyA.id] }),
    query: { export: () => ({ format: 'csv' }) },
  });
}

function picker(path: string, title: string): Row {
  return {
    route: `GET ${D}${path}`,
    title,
    request: () => ({ method: 'GET', url: `${D}${path}` }),
    expect: signedIn(200),
  };
}

export const dealershipSetRows: RowSet = {
  name: 'dealership groups and families',
  async setup(t) {
    const db = t.context.database.db;
    o.set.groups = (await buildGroup(db, 'group matriz')).id;
    o.set.families = (await buildFamily(db, 'family matriz')).id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.groups[who] = (await buildGroup(db)).id;
      o.doomed.families[who] = (await buildFamily(db)).id;
    }
  },
  rows: [
    // Spec §7 pickers: any signed-in user (agency forms and filters).
    picker('/group', 'group picker'),
    picker('/family', 'family picker'),
    ...setRows(groupResource, 'group'),
    ...setRows(familyResource, 'family'),
  ],
};
