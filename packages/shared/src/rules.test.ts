import { describe, expect, it } from 'vitest';
import { PACKAGE_PERMISSIONS, PERMISSION_MODULE_OF, PERMISSIONS, ROLES } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS } from './roles';
import {
  ALL_DEALERSHIPS,
  canViewNewVehicles,
  canViewUsedVehicles,
  exceptManager,
  hasModuleAccess,
  hasPermission,
  isAdmin,
  isMembershipActive,
  type RuleDealership,
} from './rules';

const user = (
  role: string,
  extra: Partial<{ status: number; is_premium: boolean; is_preowened: boolean }> = {},
) => ({
  role,
  permissions: ['list inventory'],
  status: 1,
  is_premium: true,
  is_preowened: true,
  ...extra,
});

const dealership = (extra: Partial<RuleDealership> = {}): RuleDealership => ({
  id: 1,
  is_premium: true,
  is_preowened: true,
  membership_status: 'Activo',
  permissions_for_package: ['view used vehicles'],
  waba_id: null,
  ...extra,
});

describe('roles (spec §6)', () => {
  it.each([
    [ROLES.superadmin, true, true],
    [ROLES.admin, true, true],
    [ROLES.manager, false, false],
    [ROLES.advisor, false, true],
  ])('%s: admin=%s, except manager=%s', (role, admin, notManager) => {
    expect(isAdmin({ role })).toBe(admin);
    expect(exceptManager({ role })).toBe(notManager);
  });
});

describe('permissions', () => {
  it('grants a held permission and refuses others', () => {
    expect(hasPermission(user('Asesor'), 'list inventory')).toBe(true);
    expect(hasPermission(user('Asesor'), 'read users')).toBe(false);
  });

  it('always allows the dashboard permission', () => {
    expect(hasPermission({ permissions: [] }, 'dashboard')).toBe(true);
  });

  it('catalogue has no duplicates, every permission has a module, every role default exists', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(new Set(PACKAGE_PERMISSIONS).size).toBe(PACKAGE_PERMISSIONS.length);
    for (const name of PERMISSIONS) expect(PERMISSION_MODULE_OF[name]).toBeTruthy();
    for (const granted of Object.values(DEFAULT_ROLE_PERMISSIONS)) {
      for (const name of granted) expect(PERMISSIONS).toContain(name);
    }
  });

  it('keeps the specification names verbatim', () => {
    for (const name of [
      'read active-auctions',
      'list tinsmithing-and-painting leads',
      'brand-new inventory',
      'read commercial offer new vehicle',
      'campañas whatsapp',
      'read used vehicles number',
      'view menu forward leads',
    ]) {
      expect(PERMISSIONS).toContain(name);
    }
    expect(PACKAGE_PERMISSIONS).toContain('view auto body-and-paint leads');
  });

  it('gives Superadmin everything and advisors less than managers', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Superadmin).toEqual(PERMISSIONS);
    for (const name of DEFAULT_ROLE_PERMISSIONS.Asesor)
      expect(DEFAULT_ROLE_PERMISSIONS.Gerente).toContain(name);
    expect(DEFAULT_ROLE_PERMISSIONS.Asesor).not.toContain('read users');
  });
});

describe('membership active (spec §6)', () => {
  const suspended = dealership({ membership_status: 'Suspendido' });
  it.each([
    // role, user status, dealership, expected
    ['Superadmin', 1, suspended, true],
    ['admin', 1, suspended, true],
    ['Asesor', 1, suspended, true],
    ['Asesor', -1, dealership(), false],
    ['Gerente', 1, dealership(), true],
    ['Gerente', 1, dealership({ membership_status: 'Prueba' }), true],
    ['Gerente', 1, dealership({ membership_status: 'Cancelado' }), true],
    ['Gerente', 1, suspended, false],
    ['Gerente', 1, null, false],
  ] as const)('%s with status %s → %s', (role, status, agency, expected) => {
    expect(isMembershipActive(user(role, { status }), agency)).toBe(expected);
  });

  it('treats the Todas pseudo-dealership as active', () => {
    expect(isMembershipActive(user('Gerente'), ALL_DEALERSHIPS)).toBe(true);
  });
});

describe('new and used vehicles (spec §6)', () => {
  it.each([
    ['admin', false, false, true],
    ['Gerente', true, true, true],
    ['Gerente', true, false, false],
    ['Gerente', false, true, false],
  ] as const)('%s, user flag %s, dealership flag %s → %s', (role, userFlag, dealershipFlag, expected) => {
    expect(
      canViewNewVehicles(user(role, { is_premium: userFlag }), dealership({ is_premium: dealershipFlag })),
    ).toBe(expected);
    expect(
      canViewUsedVehicles(
        user(role, { is_preowened: userFlag }),
        dealership({ is_preowened: dealershipFlag }),
      ),
    ).toBe(expected);
  });

  it('accepts the numeric flags of Todas', () => {
    expect(canViewNewVehicles(user('Asesor'), ALL_DEALERSHIPS)).toBe(true);
    expect(canViewUsedVehicles(user('Asesor'), ALL_DEALERSHIPS)).toBe(true);
  });
});

describe('module access (spec §6)', () => {
  it.each([
    ['admin', dealership({ permissions_for_package: [] }), 'view auctions', true],
    ['Gerente', dealership(), 'view used vehicles', true],
    ['Gerente', dealership(), 'view auctions', false],
    ['Gerente', dealership({ waba_id: '1092' }), 'campañas whatsapp', true],
    ['Gerente', dealership({ waba_id: '' }), 'campañas whatsapp', false],
    ['Gerente', dealership({ permissions_for_package: ['campañas whatsapp'] }), 'campañas whatsapp', true],
    ['Gerente', dealership({ waba_id: '1092' }), 'view auctions', false],
    ['Asesor', null, 'view used vehicles', false],
  ] as const)('%s → %s', (role, agency, module, expected) => {
    expect(hasModuleAccess(user(role), agency, module)).toBe(expected);
  });

  it('ties the two inventories to the user’s and the dealership’s flags as well as the package', () => {
    const both = dealership({ permissions_for_package: ['view used vehicles', 'view new vehicles'] });
    expect(hasModuleAccess(user('Gerente', { is_preowened: false }), both, 'view used vehicles')).toBe(false);
    expect(hasModuleAccess(user('Gerente'), { ...both, is_preowened: false }, 'view used vehicles')).toBe(
      false,
    );
    expect(hasModuleAccess(user('Gerente', { is_premium: false }), both, 'view new vehicles')).toBe(false);
    expect(hasModuleAccess(user('Gerente'), { ...both, is_premium: false }, 'view new vehicles')).toBe(false);
    expect(
      hasModuleAccess(
        user('Gerente', { is_premium: true }),
        { ...both, is_premium: true },
        'view new vehicles',
      ),
    ).toBe(true);
    expect(
      hasModuleAccess(
        user('admin', { is_premium: false }),
        { ...both, is_premium: false },
        'view new vehicles',
      ),
    ).toBe(true);
  });
});
