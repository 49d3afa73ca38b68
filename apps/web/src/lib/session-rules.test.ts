import { describe, expect, it } from 'vitest';
import {
  afterDealershipSwitch,
  agencyOptions,
  allDealershipsFor,
  initialDealership,
  isBlockedBySuspension,
  resolveDealership,
  userInitial,
} from './session-rules';
import { agency, dealership, user } from './test-fixtures';

const twoAgencies = [
  agency({ id: 4, name: 'Polanco' }),
  agency({ id: 9, name: 'Satélite', waba_id: '1092' }),
];

describe('dealership of the session (spec §3–§4)', () => {
  it('starts in the first agency after sign-in, or Todas without one', () => {
    expect(initialDealership(user({ agencies: twoAgencies })).id).toBe(4);
    expect(initialDealership(user({ agencies: [] }))).toMatchObject({
      id: 0,
      name: 'Todas',
      membership_status: 1,
    });
  });

  it('falls back to Todas for an id the user is not linked to', () => {
    const someone = user({ agencies: twoAgencies });
    expect(resolveDealership(someone, 9).name).toBe('Satélite');
    expect(resolveDealership(someone, 12345)).toMatchObject({ id: 0, name: 'Todas', group: 'Todas' });
  });

  it('gives Todas the spec numbers and the union of the packages', () => {
    const todas = allDealershipsFor(
      user({
        agencies: [
          agency({ permissions_for_package: ['view auctions'] }),
          agency({ id: 2, permissions_for_package: ['view tutorials'], waba_id: '77' }),
        ],
      }),
    );
    expect(todas).toMatchObject({
      id: 0,
      is_premium: 1,
      is_preowened: 1,
      membership_status: 1,
      waba_id: '77',
    });
    expect(todas.permissions_for_package).toEqual(['view auctions', 'view tutorials']);
  });

  it.each([
    ['Superadmin', true],
    ['admin', true],
    ['Asesor', true],
    ['Gerente', false],
  ])('offers Todas (value 0) to %s: %s', (role, offered) => {
    const options = agencyOptions(user({ role, agencies: twoAgencies }));
    expect(options.some((option) => option.value === 0 && option.label === 'Todas')).toBe(offered);
    expect(options.filter((option) => option.value !== 0)).toEqual([
      { label: 'Polanco', value: 4 },
      { label: 'Satélite', value: 9 },
    ]);
  });
});

describe('suspended dealership (spec §4)', () => {
  it.each([
    ['Gerente', 'Suspendido', true],
    ['Asesor', 'Suspendido', true],
    ['admin', 'Suspendido', false],
    ['Superadmin', 'Suspendido', false],
    ['Gerente', 'Activo', false],
    ['Gerente', 'Prueba', false],
  ] as const)('%s in %s → blocked %s', (role, status, blocked) => {
    expect(isBlockedBySuspension(user({ role }), dealership({ membership_status: status }))).toBe(blocked);
  });
});

describe('after switching dealership (spec §4)', () => {
  const manager = user();
  it.each([
    ['/integrations', dealership(), { kind: 'reload' }],
    ['/integrations/meta-catalog', dealership(), { kind: 'reload' }],
    ['/leads/facebook', dealership(), { kind: 'reload' }],
    ['/whatsapp', dealership({ waba_id: null }), { kind: 'navigate', to: '/dashboard' }],
    ['/whatsapp', dealership({ waba_id: '1092' }), { kind: 'stay' }],
    ['/leads/marketplace', dealership(), { kind: 'stay' }],
    [
      '/leads/marketplace',
      dealership({ membership_status: 'Suspendido' }),
      { kind: 'navigate', to: '/profile' },
    ],
  ] as const)('at %s → %j', (path, target, outcome) => {
    expect(afterDealershipSwitch(manager, target, path)).toEqual(outcome);
  });

  it('lets an admin choose a suspended dealership and stay', () => {
    expect(
      afterDealershipSwitch(
        user({ role: 'admin' }),
        dealership({ membership_status: 'Suspendido' }),
        '/agencies',
      ),
    ).toEqual({ kind: 'stay' });
  });
});

it('shows the user’s initial in the mobile navbar', () => {
  expect(userInitial(user({ name: 'mariana López' }))).toBe('M');
  expect(userInitial(null)).toBe('?');
});
