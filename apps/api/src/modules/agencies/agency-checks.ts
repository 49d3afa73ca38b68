/**
 * The checks of an agency write that need the database or the signed-in user: a free name, the
 * chosen group, family and package, the settlement of the postal code, and the fields only
 * administrators change. Every problem is reported at once, on its field.
 */
import { type AgencyValues, type ErrorKey, isAdmin } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { HttpError, invalid } from '../../lib/http-error';
import { agencyNameTaken, rowExists, settlementCheck } from './agencies.repository';

type Errors = Record<string, ErrorKey[]>;

const REFERENCES = [
  ['group_id', 'dealership_groups', 'agencies.group_not_found'],
  ['family_id', 'dealership_families', 'agencies.family_not_found'],
  ['package_id', 'packages', 'agencies.package_not_found'],
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
  if (await agencyNameTaken(tx, values.name, exceptId)) errors.name = ['agencies.name_taken'];
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

/**
 * The package and the membership are what a dealership pays for: a Gerente allowed to edit their
 * agency must not upgrade it or lift a suspension. They keep the current values (or, creating,
 * the defaults); anything else is refused on the field.
 */
export function assertAdminOnlyFields(
  request: FastifyRequest,
  values: AgencyValues,
  current: { package_id: number | null; membership_status: string } = {
    package_id: null,
    membership_status: 'Activo',
  },
): void {
  if (!request.principal || isAdmin(request.principal)) return;
  const errors: Errors = {};
  if (values.package_id !== current.package_id) errors.package_id = ['agencies.admin_only'];
  if (values.membership_status !== current.membership_status) {
    errors.membership_status = ['agencies.admin_only'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(403, 'agencies.admin_only', {}, errors);
}
