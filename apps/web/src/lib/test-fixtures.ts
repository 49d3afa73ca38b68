import { PACKAGE_PERMISSIONS, type Profile, type ProfileAgency } from '@vitrina/shared';
import type { Dealership } from './session-rules';

/** Test data shaped like the API's profile answer. */
export function agency(overrides: Partial<ProfileAgency> = {}): ProfileAgency {
  return {
    id: 1,
    name: 'Del Valle Polanco',
    group: 'Grupo Del Valle',
    membership_status: 'Activo',
    is_premium: true,
    is_preowened: true,
    permissions_for_package: [...PACKAGE_PERMISSIONS],
    waba_id: null,
    ...overrides,
  };
}

export function user(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Mariana López',
    email: 'gerente@vitrina.mx',
    role: 'Gerente',
    permissions: [],
    status: 1,
    is_premium: true,
    is_preowened: true,
    locale: 'es',
    email_verified_at: null,
    agencies: [agency()],
    fb_lead_notifications: [],
    ...overrides,
  };
}

export function dealership(overrides: Partial<Dealership> = {}): Dealership {
  return { ...agency(), ...overrides } as Dealership;
}
