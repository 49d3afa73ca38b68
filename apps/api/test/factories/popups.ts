/** Popups (dashboard announcements) and upgrade requests of the commercial offer. */
import type { MembershipStatus, OfferType, PopupAudience, PopupFrequency } from '@vitrina/shared';
import type { Db } from '../../src/db/client';
import { popups, upgradeRequests } from '../../src/db/schema';
import { dayFromToday } from './packages';
import { unique } from './unique';

export interface PopupOverrides {
  title?: string;
  body?: string;
  audience?: PopupAudience;
  package_ids?: number[];
  membership_statuses?: MembershipStatus[];
  states?: string[];
  agency_ids?: number[];
  starts_on?: string;
  ends_on?: string;
  frequency?: PopupFrequency;
  active?: boolean;
}

/** A popup for every dealership, in force today, shown once, unless told otherwise. */
export async function buildPopup(db: Db, overrides: PopupOverrides = {}) {
  const [row] = await db
    .insert(popups)
    .values({
      title: overrides.title ?? `Aviso ${unique()}`,
      body: overrides.body ?? 'Conoce las **novedades** de Vitrina.',
      audience: overrides.audience ?? 'all',
      package_ids: overrides.package_ids ?? [],
      membership_statuses: overrides.membership_statuses ?? [],
      states: overrides.states ?? [],
      agency_ids: overrides.agency_ids ?? [],
      starts_on: overrides.starts_on ?? dayFromToday(-1),
      ends_on: overrides.ends_on ?? dayFromToday(7),
      frequency: overrides.frequency ?? 'once',
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}

export async function buildUpgradeRequest(
  db: Db,
  overrides: {
    agencyId: number;
    type?: OfferType;
    packageName?: string;
    status?: 'pending' | 'handled';
    requestedBy?: number;
  },
) {
  const [row] = await db
    .insert(upgradeRequests)
    .values({
      agency_id: overrides.agencyId,
      type: overrides.type ?? 'used',
      package_name: overrides.packageName ?? 'Premium',
      requested_by_name: 'Mariana López',
      requested_by_email: 'gerente@vitrina.mx',
      requested_by: overrides.requestedBy ?? null,
      status: overrides.status ?? 'pending',
    })
    .returning();
  return row!;
}
