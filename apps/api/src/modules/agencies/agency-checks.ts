/**
 * The checks of an agency write that need the database or the signed-in user: a free name, the
 * chosen group, family and package, the settlement of the postal code, and the fields only
 * administrators change. Every problem is reported at once, on its field.
 */
import {
  AGENCY_ADMIN_ONLY_FIELDS,
  AGENCY_DEFAULTS,
  type AgencyValues,
  type ErrorKey,
  isAdmin,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { agencies, dealershipFamilies, dealershipGroups, packages } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-error';
import { rowExists, valueTaken } from '../../lib/table-writes';
import { setHoldsAnyOf, settlementCheck } from './agencies.repository';

type Errors = Record<string, ErrorKey[]>;

const REFERENCES = [
  ['group_id', dealershipGroups, 'agencies.group_not_found'],
  ['family_id', dealershipFamilies, 'agencies.family_not_found'],
  ['package_id', packages, 'agencies.package_not_found'],
] as const;

/** A foreign key refused after the checks passed (the row was deleted meanwhile): the same field error. */
export function missingReference(constraint: string | undefined): HttpError {
  const found = REFERENCES.find(([field]) => constraint?.includes(field));
  if (found) return invalid({ [found[0]]: [found[2]] });
  if (constraint?.includes('sepomex_id')) return invalid({ sepomex_id: ['agencies.settlement_mismatch'] });
  return invalid({}, 'errors.parent_not_found');
}

export async function assertValidAgency(tx: Tx, values: AgencyValues, exceptId = 0): Promise<void> {
  const errors: Errors = {};
  // A deleted agency keeps its name, so no unique index says this (see lockAgencyNames).
  const live = sql`${agencies.deleted_at} is null`;
  if (await valueTaken(tx, agencies.name, values.name, { exceptId, within: live })) {
    errors.name = ['agencies.name_taken'];
  }
  for (const [field, table, key] of REFERENCES) {
    const id = values[field];
    if (id !== null && !(await rowExists(tx, table, id))) errors[field] = [key];
  }
  if (values.postal_code === null) {
    if (values.sepomex_id !== null) errors.sepomex_id = ['agencies.settlement_mismatch'];
  } else {
    const settlement = await settlementCheck(tx, values.postal_code, values.sepomex_id);
    if (settlement === 'mismatch') errors.sepomex_id = ['agencies.settlement_mismatch'];
    if (settlement === 'missing') errors.sepomex_id = ['agencies.settlement_required'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

type Entitlements = Record<(typeof AGENCY_ADMIN_ONLY_FIELDS)[number], unknown>;
type Sets = Pick<AgencyValues, 'group_id' | 'family_id'>;

/**
 * What a dealership is entitled to (AGENCY_ADMIN_ONLY_FIELDS) is what it pays for: a Gerente
 * allowed to edit their agency must not upgrade it, lift a suspension or attach a WhatsApp
 * account. They keep the current values (or, creating, the defaults); anything else is refused
 * on the field.
 */
export function assertAdminOnlyFields(
  request: FastifyRequest,
  values: AgencyValues,
  current: Entitlements = AGENCY_DEFAULTS,
): void {
  if (!request.principal || isAdmin(request.principal)) return;
  const errors: Errors = {};
  for (const field of AGENCY_ADMIN_ONLY_FIELDS) {
    if (values[field] !== current[field]) errors[field] = ['agencies.admin_only'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(403, 'agencies.admin_only', {}, errors);
}

/**
 * Groups and families tie dealerships of one owner together: a non-administrator may keep an
 * agency's current ones or choose one that holds one of their own dealerships, never another
 * tenant's (which would file the agency under that tenant).
 */
export async function assertOwnSets(
  tx: Tx,
  request: FastifyRequest,
  values: Sets,
  current: Sets = { group_id: null, family_id: null },
): Promise<void> {
  const principal = request.principal;
  if (!principal || isAdmin(principal)) return;
  const errors: Errors = {};
  for (const field of ['group_id', 'family_id'] as const) {
    const id = values[field];
    if (id === null || id === current[field]) continue;
    if (!(await setHoldsAnyOf(tx, field, id, principal.agencyIds)))
      errors[field] = ['agencies.set_not_yours'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(403, 'agencies.set_not_yours', {}, errors);
}
