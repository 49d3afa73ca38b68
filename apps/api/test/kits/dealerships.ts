/**
 * The cast of a dealership inventory test: two new dealerships, `<prefix> A` and `<prefix> B`,
 * a Gerente of A (one user for the whole file) and an administrator.
 */
import { ROLES } from '@vitrina/shared';
import type { TestApp } from '../build-test-app';
import { buildAgency } from '../factories/agencies';
import { as } from './client';

export async function twoDealerships(t: TestApp, prefix: string) {
  const db = t.context.database.db;
  const agencyA = await buildAgency(db, { name: `${prefix} A` });
  const agencyB = await buildAgency(db, { name: `${prefix} B` });
  return {
    agencyA,
    agencyB,
    gerente: as(t, { role: ROLES.manager, agencies: [agencyA.id] }),
    admin: as(t, 'admin'),
  };
}
