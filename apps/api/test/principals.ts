import { ROLES } from '@vitrina/shared';
import type { TestApp } from './build-test-app';
import { buildAgency, buildUser, disableUser, tokenFor } from './factories';

export const PRINCIPALS = [
  'superadmin',
  'admin',
  'gerenteA',
  'asesorA',
  'noAgency',
  'suspended',
  'disabled',
  'anonymous',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export interface World {
  agencyA: { id: number };
  agencyB: { id: number };
  /** The dealership of the `suspended` principal: membership Suspendido. */
  agencyS: { id: number };
  users: Record<Exclude<PrincipalName, 'anonymous'>, { id: number }>;
  tokens: Record<PrincipalName, string | undefined>;
}

/**
 * The cast of the authorization tests: two dealerships A and B (both active, Premium), a third S
 * whose membership is suspended, and one user per principal, each with a valid token (the
 * disabled user's token predates the disabling). `suspended` is a Gerente of S only.
 */
export async function buildWorld({ app, context }: TestApp): Promise<World> {
  const db = context.database.db;
  const agencyA = await buildAgency(db, { name: 'Agencia A' });
  const agencyB = await buildAgency(db, { name: 'Agencia B' });
  const agencyS = await buildAgency(db, { name: 'Agencia S', membership_status: 'Suspendido' });
  const users = {
    superadmin: await buildUser(db, { role: ROLES.superadmin }),
    admin: await buildUser(db, { role: ROLES.admin }),
    gerenteA: await buildUser(db, { role: ROLES.manager, agencyIds: [agencyA.id] }),
    asesorA: await buildUser(db, { role: ROLES.advisor, agencyIds: [agencyA.id] }),
    noAgency: await buildUser(db, { role: ROLES.manager }),
    suspended: await buildUser(db, { role: ROLES.manager, agencyIds: [agencyS.id] }),
    disabled: await buildUser(db, { role: ROLES.advisor, agencyIds: [agencyA.id] }),
  };
  const tokens: World['tokens'] = { anonymous: undefined } as World['tokens'];
  for (const [name, user] of Object.entries(users)) {
    tokens[name as PrincipalName] = await tokenFor(context, user.id);
  }
  await disableUser(db, users.disabled.id);
  void app;
  return { agencyA, agencyB, agencyS, users, tokens };
}
