/**
 * The checks of an agency write that need the database: a free name, the chosen group, family
 * and package, and the settlement of the postal code. Every problem is reported at once, on its
 * field. What the signed-in user may change is the routes' declaration (agencies.rules.ts).
 */
import type { AgencyValues, ErrorKey } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, dealershipFamilies, dealershipGroups, packages } from '../../db/schema';
import { type HttpError, invalid } from '../../lib/http-error';
import { rowExists, valueTaken } from '../../lib/table-writes';
import { settlementCheck } from './agencies.repository';

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
