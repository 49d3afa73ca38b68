import { AGENCY_SETTINGS_BASE, type Permission } from '@vitrina/shared';
import { HttpError } from '../../lib/http-error';
import type { Access } from '../../plugins/access';

export const BASE = `/api${AGENCY_SETTINGS_BASE}`;
export const TAGS = ['agency-settings'];

/** The dealership travels as `?agency=` (or `/:agency`); non-admins reach only their own. */
export const agencyAccess = (permission: Permission, where: 'query' | 'params' = 'query') => ({
  access: { permission, scope: { agency: where } } satisfies Access,
});

/** Settings belong to one dealership: agency 0 ("Todas") asks the user to choose one. */
export function oneAgency(agency: number): number {
  if (agency === 0) {
    throw new HttpError(
      422,
      'agency_settings.choose_agency',
      {},
      { agency: ['agency_settings.choose_agency'] },
    );
  }
  return agency;
}
