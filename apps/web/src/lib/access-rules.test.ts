import { type PackagePermission, PERMISSIONS } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { MENU } from '../app/menu';
import { ROUTES } from '../app/routes';
import {
  AWAITING_DEALERSHIP_PATH,
  awaitsDealership,
  decideRoute,
  type MenuEntry,
  needsUpgrade,
  visibleMenu,
} from './access-rules';
import { allDealershipsFor } from './session-rules';
import { agency, dealership, user } from './test-fixtures';

const route = (path: string) => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const all = [...PERMISSIONS];

describe('route guard (spec §6)', () => {
  it('sends a visitor of any private route to Login, and lets them see public ones', () => {
    for (const r of ROUTES.filter((candidate) => !candidate.public)) {
      expect(decideRoute(r, null, null)).toEqual({ kind: 'redirect', to: '/' });
    }
    expect(decideRoute(route('/'), null, null)).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/register', '/password/reset/:token', '/integration-data-patform'])(
    'sends a signed-in user away from %s to Leads Marketplace',
    (path) => {
      expect(decideRoute(route(path), user({ permissions: all }), dealership())).toEqual({
        kind: 'redirect',
        to: '/leads/marketplace',
      });
    },
  );

  it('sends a missing permission to Leads Marketplace, or to Profile when that is closed too', () => {
    const someone = user({ permissions: ['list marketplace leads'] });
    expect(decideRoute(route('/users'), someone, dealership(), () => true)).toEqual({
      kind: 'redirect',
      to: '/leads/marketplace',
    });
    expect(decideRoute(route('/users'), someone, dealership(), () => false)).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
    const nobody = user({ permissions: [] });
    expect(decideRoute(route('/leads/marketplace'), nobody, dealership())).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
  });

  it('never redirects away from Profile, so no chain loops', () => {
    expect(decideRoute(route('/profile'), user({ permissions: [] }), null)).toEqual({ kind: 'allow' });
  });

  it.each([
    // role, membership, route, expected
    ['Gerente', 'Suspendido', '/find-cars', '/profile'],
    ['Gerente', 'Suspendido', '/verification', '/profile'],
    ['Gerente', 'Activo', '/verification', null],
    ['Asesor', 'Suspendido', '/verification', null],
    ['admin', 'Suspendido', '/verification', null],
  ] as const)('%s in a %s dealership at %s → %s', (role, membership, path, expected) => {
    const decision = decideRoute(
      route(path),
      user({ role, permissions: all }),
      dealership({ membership_status: membership }),
    );
    expect(decision).toEqual(expected ? { kind: 'redirect', to: expected } : { kind: 'allow' });
  });

  it.each([
    ['/subastas-activas', 'view auctions'],
    ['/leads/facebook', 'view facebook leads'],
    ['/tutorials', 'view tutorials'],
    ['/integrations/meta-catalog', 'view meta catalogs'],
  ] as const)('sends %s to the upgrade prompt without %s', (path, module) => {
    const without = dealership({ permissions_for_package: ['view used vehicles'] });
    const withIt = dealership({ permissions_for_package: [module] });
    const manager = user({ permissions: all });
    expect(decideRoute(route(path), manager, without)).toEqual({
      kind: 'redirect',
      to: `/cannot-access?module=${encodeURIComponent(module)}`,
    });
    expect(decideRoute(route(path), manager, withIt)).toEqual({ kind: 'allow' });
    expect(decideRoute(route(path), user({ role: 'Superadmin', permissions: all }), without)).toEqual({
      kind: 'allow',
    });
  });

  it('opens WhatsApp campaigns with a waba_id even without the package module', () => {
    const manager = user({ permissions: all });
    const noModule = { permissions_for_package: [] as string[] };
    expect(decideRoute(route('/whatsapp'), manager, dealership({ ...noModule, waba_id: '1092' }))).toEqual({
      kind: 'allow',
    });
    expect(decideRoute(route('/whatsapp'), manager, dealership({ ...noModule, waba_id: null }))).toEqual({
      kind: 'redirect',
      to: '/cannot-access?module=campa%C3%B1as%20whatsapp',
    });
  });

  it('ties new and used vehicles to the premium and pre-owned flags', () => {
    const manager = user({ permissions: all });
    expect(decideRoute(route('/brand-new-inventory'), manager, dealership({ is_premium: false }))).toEqual({
      kind: 'redirect',
      to: '/cannot-access?module=view%20new%20vehicles',
    });
    expect(
      decideRoute(route('/inventory'), user({ permissions: all, is_preowened: false }), dealership()),
    ).toEqual({ kind: 'redirect', to: '/cannot-access?module=view%20used%20vehicles' });
    expect(decideRoute(route('/inventory'), manager, dealership())).toEqual({ kind: 'allow' });
  });

  it('treats Todas with the union of the user’s packages', () => {
    const advisor = user({
      role: 'Asesor',
      permissions: all,
      agencies: [
        agency({ id: 1, permissions_for_package: ['view auctions'] }),
        agency({ id: 2, permissions_for_package: ['view tutorials'] }),
      ],
    });
    const todas = allDealershipsFor(advisor);
    expect(decideRoute(route('/subastas-activas'), advisor, todas).kind).toBe('allow');
    expect(decideRoute(route('/tutorials'), advisor, todas).kind).toBe('allow');
    expect(decideRoute(route('/leads/facebook'), advisor, todas)).toEqual({
      kind: 'redirect',
      to: '/cannot-access?module=view%20facebook%20leads',
    });
  });
});

const labels = (entries: ReturnType<typeof visibleMenu>): string[] =>
  entries.flatMap((entry) => [entry.key, ...labels(entry.children)]);

describe('side menu (spec §2)', () => {
  it('shows only entries whose permission the user holds, and drops empty groups', () => {
    const advisor = user({ role: 'Asesor', permissions: ['list marketplace leads', 'read tutorials'] });
    const keys = labels(visibleMenu(MENU, advisor, dealership()));
    expect(keys).toEqual(['leads', 'leadsUsed', 'tutorials']);
  });

  it('shows everything to a user holding every permission', () => {
    const keys = labels(visibleMenu(MENU, user({ role: 'Superadmin', permissions: all }), dealership()));
    expect(keys).toContain('acl');
    expect(keys).toContain('whatsapp');
    expect(keys).toContain('agencies');
  });

  it.each([
    // role, package modules, waba, entry, rocket?
    ['Gerente', [], null, 'view auctions', true],
    ['Gerente', ['view auctions'], null, 'view auctions', false],
    ['admin', [], null, 'view auctions', false],
    ['Superadmin', [], null, 'campañas whatsapp', false],
    ['Gerente', [], '1092', 'campañas whatsapp', false],
    ['Gerente', [], null, 'campañas whatsapp', true],
  ] as const)('%s with %j, waba %s: rocket on %s → %s', (role, modules, waba, module, rocket) => {
    const entry: MenuEntry = {
      key: 'x',
      label: 'x',
      type: 'single',
      to: '/x',
      packagePermission: module as PackagePermission,
    };
    const current = dealership({ permissions_for_package: [...modules], waba_id: waba });
    expect(needsUpgrade(entry, user({ role }), current)).toBe(rocket);
  });

  it('never puts a rocket on a group', () => {
    const entry: MenuEntry = {
      key: 'g',
      label: 'g',
      type: 'multi',
      packagePermission: 'view menu integrations',
      children: [],
    };
    expect(needsUpgrade(entry, user(), dealership({ permissions_for_package: [] }))).toBe(false);
  });
});

describe('tables', () => {
  const walk = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap((entry) => [entry, ...walk(entry.children ?? [])]);

  it('routes every menu link to a route of the table', () => {
    const paths = ROUTES.map((r) => r.path.replace(/\/:\w+\?$/, ''));
    for (const entry of walk(MENU).filter((candidate) => candidate.to)) {
      const matches = paths.some(
        (path) => path === entry.to || path === `${entry.to}/:popup` || path === entry.to,
      );
      expect(matches, entry.to).toBe(true);
    }
  });

  it('uses only permission names of the catalogue', () => {
    const known = new Set<string>([...PERMISSIONS, 'dashboard']);
    for (const r of ROUTES) if (r.permission) expect(known.has(r.permission), r.path).toBe(true);
    for (const entry of walk(MENU))
      if (entry.permission) expect(known.has(entry.permission), entry.key).toBe(true);
  });

  it('has unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

/**
 * A verified account no administrator has linked to a dealership yet (a Gerente who registered on
 * /register): it can only wait, see its profile and sign out.
 */
describe('an account waiting for its dealership', () => {
  const waiting = user({ role: 'Gerente', permissions: all, agencies: [] });
  const todas = allDealershipsFor(waiting);

  it('is a non-administrator linked to no dealership', () => {
    expect(awaitsDealership(waiting)).toBe(true);
    expect(awaitsDealership(user())).toBe(false);
    expect(awaitsDealership(user({ role: 'Superadmin', agencies: [] }))).toBe(false);
    expect(awaitsDealership(user({ role: 'admin', agencies: [] }))).toBe(false);
  });

  it('lands on the waiting page from every screen but Profile', () => {
    for (const r of ROUTES.filter((candidate) => !candidate.public)) {
      const expected =
        r.path === '/profile' || r.path === AWAITING_DEALERSHIP_PATH
          ? { kind: 'allow' }
          : { kind: 'redirect', to: AWAITING_DEALERSHIP_PATH };
      expect(decideRoute(r, waiting, todas), r.path).toEqual(expected);
    }
  });

  it('sees no menu', () => {
    expect(visibleMenu(MENU, waiting, todas)).toEqual([]);
  });

  it('leaves the waiting page once linked', () => {
    expect(decideRoute(route(AWAITING_DEALERSHIP_PATH), user({ permissions: all }), dealership())).toEqual({
      kind: 'redirect',
      to: '/leads/marketplace',
    });
  });
});
