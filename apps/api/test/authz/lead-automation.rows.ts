import { leadSettingsResource, ROLES } from '@vitrina/shared';
import type { InjectOptions } from 'fastify';
import { buildUser } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { World } from '../principals';
import { type Expectation, onlyFor, type Row, type RowSet } from './rows';

const SETTINGS = apiPath(leadSettingsResource);
/** No dealership has this id: administrators reach the handler and get 404. */
const MISSING = 987_654;
/** Filled in by setup: an Asesor of dealership B only. */
const advisorOfB = { id: 0 };

type Target = 'A' | 'B' | 'none' | 'todas';
const agencyId = (world: World, target: Target) =>
  target === 'A' ? world.agencyA.id : target === 'B' ? world.agencyB.id : target === 'none' ? MISSING : 0;

/**
 * Administrators get `admins` everywhere; the Gerente of A gets `gerente` (their own dealership,
 * or refused elsewhere); the Asesor holds neither permission, and the Gerente without a dealership
 * is refused for having none.
 */
const expect = (admins: number, gerente: number): Expectation => ({
  ...onlyFor(['superadmin', 'admin'], admins),
  gerenteA: gerente,
});

function settings(method: 'GET' | 'PUT', target: Target, title: string, status: Expectation): Row {
  return {
    route: `${method} ${SETTINGS}`,
    title,
    request: (world): InjectOptions => ({
      method,
      url: `${SETTINGS}?agency=${agencyId(world, target)}`,
      ...(method === 'PUT' ? { payload: { assignment_mode: 'round_robin', sla_minutes: 30 } } : {}),
    }),
    expect: status,
  };
}

function absence(target: Target, advisor: 'asesorA' | 'ofB', title: string, status: Expectation): Row {
  return {
    route: `PUT ${SETTINGS}/advisors/:user`,
    title,
    request: (world): InjectOptions => {
      const user = advisor === 'asesorA' ? world.users.asesorA.id : advisorOfB.id;
      return {
        method: 'PUT',
        url: `${SETTINGS}/advisors/${user}?agency=${agencyId(world, target)}`,
        payload: { absent: true },
      };
    },
    expect: status,
  };
}

const rows: Row[] = [
  settings('GET', 'A', "dealership A's lead settings", expect(200, 200)),
  settings('GET', 'B', "dealership B's lead settings", expect(200, 403)),
  settings('GET', 'none', 'the lead settings of a dealership that does not exist', expect(404, 403)),
  settings('GET', 'todas', '"Todas" has no lead settings of its own', expect(422, 422)),
  settings('PUT', 'A', "save dealership A's lead settings", expect(200, 200)),
  settings('PUT', 'B', "save dealership B's lead settings", expect(200, 403)),
  settings('PUT', 'none', 'save the lead settings of a dealership that does not exist', expect(404, 403)),
  settings('PUT', 'todas', 'save lead settings for "Todas"', expect(422, 422)),
  absence('A', 'asesorA', "mark dealership A's Asesor absent", expect(200, 200)),
  absence('A', 'ofB', "mark B's Asesor absent in dealership A (not one of its users)", expect(422, 422)),
  absence('B', 'ofB', "mark dealership B's Asesor absent", expect(200, 403)),
  absence('todas', 'asesorA', 'mark an Asesor absent in "Todas"', expect(422, 422)),
];

/** A dealership's lead automation settings and its advisors' absences: Gerentes of their own, and administrators. */
export const leadAutomationRows: RowSet = {
  name: 'lead settings',
  async setup(t, world) {
    advisorOfB.id = (
      await buildUser(t.context.database.db, { role: ROLES.advisor, agencyIds: [world.agencyB.id] })
    ).id;
  },
  rows,
};
