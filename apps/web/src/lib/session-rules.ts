/**
 * Session rules of spec §3–§4 as pure functions: which dealership is current, what the agency
 * selector offers, what a dealership switch does. Unit-tested; the session store applies them.
 */
import {
  ALL_DEALERSHIPS,
  exceptManager,
  isAdmin,
  isSuspended,
  type Profile,
  type ProfileAgency,
  type RuleDealership,
} from '@vitrina/shared';

export type SessionUser = Profile;

/** A dealership the session can be "in": one of the user's agencies or the "Todas" pseudo-entry. */
export type Dealership = RuleDealership & { name: string; group: string | null };

export interface AgencyOption {
  label: string;
  value: number;
}

/**
 * "Todas" (id 0) with the numbers of spec §3. What its package allows is what any of the user's
 * dealerships allows, so the menu does not promise modules none of them has.
 */
export function allDealershipsFor(user: SessionUser): Dealership {
  const permissions = new Set(user.agencies.flatMap((agency) => agency.permissions_for_package));
  return {
    ...ALL_DEALERSHIPS,
    permissions_for_package: [...permissions].sort(),
    waba_id: user.agencies.find((agency) => agency.waba_id)?.waba_id ?? null,
  };
}

function fromAgency(agency: ProfileAgency): Dealership {
  return { ...agency };
}

/** Spec §4: the dealership with that id among the user's agencies, else "Todas". */
export function resolveDealership(user: SessionUser, id: number | null | undefined): Dealership {
  const agency = user.agencies.find((candidate) => candidate.id === id);
  return agency ? fromAgency(agency) : allDealershipsFor(user);
}

/** Spec §4: after sign-in the first agency becomes the current dealership. */
export function initialDealership(user: SessionUser): Dealership {
  const first = user.agencies[0];
  return first ? fromAgency(first) : allDealershipsFor(user);
}

/** Spec §3: the selector lists the user's agencies; everyone but a Gerente also gets "Todas" (0). */
export function agencyOptions(user: SessionUser): AgencyOption[] {
  const options = user.agencies.map((agency) => ({ label: agency.name, value: agency.id }));
  return exceptManager(user)
    ? [{ label: ALL_DEALERSHIPS.name, value: ALL_DEALERSHIPS.id }, ...options]
    : options;
}

/** Spec §4: a suspended dealership blocks the side menu and the agency switch, except for admins. */
export function isBlockedBySuspension(user: SessionUser, dealership: Dealership | null): boolean {
  return !isAdmin(user) && dealership !== null && isSuspended(dealership);
}

export type SwitchOutcome = { kind: 'stay' } | { kind: 'reload' } | { kind: 'navigate'; to: string };

/**
 * Spec §4: what happens to the screen after switching dealership. Integrations and Facebook
 * leads reload (they hold per-dealership connections); WhatsApp without a waba_id goes to the
 * dashboard; a non-admin choosing a suspended dealership goes to Profile.
 */
export function afterDealershipSwitch(
  user: SessionUser,
  dealership: Dealership,
  pathname: string,
): SwitchOutcome {
  if (isBlockedBySuspension(user, dealership)) return { kind: 'navigate', to: '/profile' };
  if (pathname.startsWith('/integrations') || pathname.startsWith('/leads/facebook'))
    return { kind: 'reload' };
  if (pathname.startsWith('/whatsapp') && !dealership.waba_id) return { kind: 'navigate', to: '/dashboard' };
  return { kind: 'stay' };
}

/** The user's initial for the mobile navbar. */
export function userInitial(user: Pick<SessionUser, 'name'> | null): string {
  return user?.name.trim().charAt(0).toLocaleUpperCase('es-MX') || '?';
}
