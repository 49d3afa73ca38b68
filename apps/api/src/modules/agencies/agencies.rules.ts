/**
 * What the agencies routes declare beyond their permission and the agency's own dealership
 * (plugins/access.ts): what a non-administrator may set on the agency they create or edit. Read
 * before the write's transaction, over the request's changes to the stored agency (a create's
 * to the defaults); each refuses on its fields.
 */
import {
  AGENCY_ADMIN_ONLY_FIELDS,
  AGENCY_DEFAULTS,
  type AgencyChanges,
  type AgencyValues,
  applyAgencyChanges,
  type ErrorKey,
  isAdmin,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { AccessRule } from '../../plugins/access';
import { setHoldsAnyOf, storedAgency, storedValues } from './agencies.repository';

type Errors = Record<string, ErrorKey[]>;
type Current = Omit<AgencyValues, 'name'>;

/** The agency as the write would leave it, and as it is: `:id`'s stored row, or a create's defaults. */
async function planOf(
  db: Db,
  request: FastifyRequest,
): Promise<{ values: AgencyValues; current: Current } | undefined> {
  const changes = request.body as AgencyChanges;
  const id = (request.params as { id?: number }).id;
  if (id === undefined)
    return { values: applyAgencyChanges(AGENCY_DEFAULTS, changes), current: AGENCY_DEFAULTS };
  const stored = await storedAgency(db, id);
  if (!stored) return undefined;
  const current = storedValues(stored);
  return { values: applyAgencyChanges(current, changes), current };
}

/**
 * What a dealership is entitled to (AGENCY_ADMIN_ONLY_FIELDS) is what it pays for: a Gerente
 * allowed to edit their agency must not upgrade it, lift a suspension or attach a WhatsApp
 * account. They keep the current values (or, creating, the defaults); anything else is refused
 * on the field (403).
 */
export function adminOnlyFields(db: Db): AccessRule {
  return {
    name: 'agencies.admin-only-fields',
    async check(request, principal) {
      if (isAdmin(principal)) return;
      const plan = await planOf(db, request);
      if (!plan) return;
      const errors: Errors = {};
      for (const field of AGENCY_ADMIN_ONLY_FIELDS) {
        if (plan.values[field] !== plan.current[field]) errors[field] = ['agencies.admin_only'];
      }
      if (Object.keys(errors).length > 0) throw new HttpError(403, 'agencies.admin_only', {}, errors);
    },
  };
}

/**
 * Groups and families tie dealerships of one owner together: a non-administrator may keep an
 * agency's current ones or choose one that holds one of their own dealerships, never another
 * tenant's (which would file the agency under that tenant); 403 on the field.
 */
export function ownSets(db: Db): AccessRule {
  return {
    name: 'agencies.own-sets',
    async check(request, principal) {
      if (isAdmin(principal)) return;
      const plan = await planOf(db, request);
      if (!plan) return;
      const errors: Errors = {};
      for (const field of ['group_id', 'family_id'] as const) {
        const id = plan.values[field];
        if (id === null || id === plan.current[field]) continue;
        if (!(await setHoldsAnyOf(db, field, id, principal.agencyIds)))
          errors[field] = ['agencies.set_not_yours'];
      }
      if (Object.keys(errors).length > 0) throw new HttpError(403, 'agencies.set_not_yours', {}, errors);
    },
  };
}
