import { ROLES, type RoleName } from '@vitrina/shared';
import type { TestApp } from './build-test-app';
import { buildAgency } from './factories/agencies';
import { buildUser, disableUser, tokenFor } from './factories/users';

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
export type SignedInPrincipal = Exclude<PrincipalName, 'anonymous'>;

/**
 * Who each principal is: their role, the dealership they are linked to (A: active, Premium;
 * S: membership Suspendido) and whether their account is disabled after their token was issued.
 */
export const CAST: Record<SignedInPrincipal, { role: RoleName; agency?: 'A' | 'S'; disabled?: true }> = {
  superadmin: { role: ROLES.superadmin },
  admin: { role: ROLES.admin },
  gerenteA: { role: ROLES.manager, agency: 'A' },
  asesorA: { role: ROLES.advisor, agency: 'A' },
  noAgency: { role: ROLES.manager },
  suspended: { role: ROLES.manager, agency: 'S' },
  disabled: { role: ROLES.advisor, agency: 'A', disabled: true },
};

/** How the cast's dealerships are created (the authorization world and the test kit's sign-in). */
export const CAST_AGENCIES = {
  A: { name: 'Agencia A' },
  B: { name: 'Agencia B' },
  S: { name: 'Agencia S', membership_status: 'Suspendido' },
} as const;

export interface World {
  agencyA: { id: number };
  agencyB: { id: number };
  /** The dealership of the `suspended` principal: membership Suspendido. */
  agencyS: { id: number };
  users: Record<SignedInPrincipal, { id: number }>;
  tokens: Record<PrincipalName, string | undefined>;
}

/**
 * The cast of the authorization tests: two dealerships A and B (both active, Premium), a third S
 * whose membership is suspended, and one user per principal, each with a valid token (the
 * disabled user's token predates the disabling). `suspended` is a Gerente of S only.
 */
export async function buildWorld({ context }: TestApp): Promise<World> {
  const db = context.database.db;
  const agencyA = await buildAgency(db, CAST_AGENCIES.A);
  const agencyB = await buildAgency(db, CAST_AGENCIES.B);
  const agencyS = await buildAgency(db, CAST_AGENCIES.S);
  const linked = { A: agencyA.id, S: agencyS.id };
  const users = {} as World['users'];
  for (const name of Object.keys(CAST) as SignedInPrincipal[]) {
    const { role, agency } = CAST[name];
    users[name] = await buildUser(db, { role, agencyIds: agency ? [linked[agency]] : [] });
  }
  const tokens: World['tokens'] = { anonymous: undefined } as World['tokens'];
  for (const [name, user] of Object.entries(users)) {
    tokens[name as PrincipalName] = await tokenFor(context, user.id);
  }
  await disableUser(db, users.disabled.id);
  return { agencyA, agencyB, agencyS, users, tokens };
}
