import { describe, expect, it } from 'vitest';
import {
  agencyLinkRefusal,
  assignableRoles,
  canSee,
  createRefusal,
  deactivateRefusal,
  manageRefusal,
  needsAgency,
  type RuleActor,
  roleGrantRefusal,
  type Subject,
  selfRefusal,
  updateRefusal,
} from './users.rules';

const A = 1;
const B = 2;
const C = 3;
const superadmin: RuleActor = { id: 1, role: 'Superadmin', agencyIds: [] };
const admin: RuleActor = { id: 2, role: 'admin', agencyIds: [] };
const gerenteA: RuleActor = { id: 3, role: 'Gerente', agencyIds: [A] };
const gerenteAC: RuleActor = { id: 4, role: 'Gerente', agencyIds: [A, C] };
const asesorA: RuleActor = { id: 5, role: 'Asesor', agencyIds: [A] };
const customA: RuleActor = { id: 6, role: 'Supervisor', agencyIds: [A] };

const who = (id: number, role: string, agencyIds: number[]): Subject => ({ id, role, agencyIds });

describe('roleGrantRefusal: nobody grants a role above their own; only a Superadmin grants Superadmin', () => {
  it.each([
    [superadmin, 'Superadmin', null],
    [superadmin, 'admin', null],
    [superadmin, 'Supervisor', null],
    [admin, 'Superadmin', 'users.superadmin_only'],
    [admin, 'admin', null],
    [admin, 'Gerente', null],
    [admin, 'Asesor', null],
    [admin, 'Supervisor', null],
    [gerenteA, 'Superadmin', 'users.superadmin_only'],
    [gerenteA, 'admin', 'users.role_above'],
    [gerenteA, 'Gerente', 'users.lower_roles_only'],
    [gerenteA, 'Asesor', null],
    [gerenteA, 'Supervisor', 'users.lower_roles_only'],
    [asesorA, 'Gerente', 'users.role_above'],
    [asesorA, 'Asesor', 'users.lower_roles_only'],
    [customA, 'Asesor', 'users.role_above'],
    [customA, 'Supervisor', 'users.lower_roles_only'],
  ] as const)('%o gives %s → %s', (actor, role, expected) => {
    expect(roleGrantRefusal(actor, role)).toBe(expected);
  });

  it('lists the assignable roles in the order given', () => {
    const roles = ['Superadmin', 'admin', 'Gerente', 'Asesor', 'Supervisor'].map((name) => ({ name }));
    const names = (actor: RuleActor) => assignableRoles(actor, roles).map((role) => role.name);
    expect(names(superadmin)).toEqual(['Superadmin', 'admin', 'Gerente', 'Asesor', 'Supervisor']);
    expect(names(admin)).toEqual(['admin', 'Gerente', 'Asesor', 'Supervisor']);
    expect(names(gerenteA)).toEqual(['Asesor']);
    expect(names(asesorA)).toEqual([]);
  });
});

describe('agencyLinkRefusal: nobody links a dealership they are not linked to (administrators link any)', () => {
  it.each([
    [admin, [A, B], null],
    [superadmin, [B], null],
    [gerenteA, [A], null],
    [gerenteA, [], null],
    [gerenteA, [A, B], 'users.agency_not_yours'],
    [gerenteA, [B], 'users.agency_not_yours'],
    [gerenteAC, [A, C], null],
  ] as const)('%o links %o → %s', (actor, ids, expected) => {
    expect(agencyLinkRefusal(actor, ids)).toBe(expected);
  });
});

describe('canSee: non-administrators see accounts sharing one of their dealerships', () => {
  it.each([
    [admin, who(9, 'Asesor', [B]), true],
    [admin, who(9, 'Superadmin', []), true],
    [gerenteA, who(9, 'Asesor', [A]), true],
    [gerenteA, who(9, 'Asesor', [A, B]), true],
    [gerenteA, who(9, 'Asesor', [B]), false],
    [gerenteA, who(9, 'admin', []), false],
  ] as const)('%o sees %o → %s', (actor, subject, expected) => {
    expect(canSee(actor, subject)).toBe(expected);
  });
});

describe('manageRefusal: a Gerente manages only Asesores whose dealerships are all theirs', () => {
  it.each([
    [superadmin, who(9, 'Superadmin', []), null],
    [admin, who(9, 'Superadmin', []), 'users.superadmin_only'],
    [admin, who(9, 'admin', []), null],
    [admin, who(9, 'Asesor', [B]), null],
    [gerenteA, who(9, 'Asesor', [A]), null],
    [gerenteAC, who(9, 'Asesor', [A, C]), null],
    [gerenteA, who(9, 'Asesor', [A, B]), 'users.agencies_outside'],
    [gerenteA, who(9, 'Gerente', [A]), 'users.manage_lower_only'],
    [gerenteA, who(3, 'Gerente', [A]), 'users.manage_lower_only'],
    [gerenteA, who(9, 'Supervisor', [A]), 'users.manage_lower_only'],
    [asesorA, who(9, 'Asesor', [A]), 'users.manage_lower_only'],
  ] as const)('%o manages %o → %s', (actor, subject, expected) => {
    expect(manageRefusal(actor, subject)).toBe(expected);
  });
});

describe('selfRefusal: nobody deactivates or demotes themselves', () => {
  const me = who(admin.id, 'admin', []);
  it.each([
    [{ role: 'admin', status: 1 }, null],
    [{ role: 'admin', status: -1 }, 'users.self_deactivate'],
    [{ role: 'Gerente', status: 1 }, 'users.self_demote'],
  ] as const)('admin changes themselves to %o → %s', (plan, expected) => {
    expect(selfRefusal(admin, me, plan)).toBe(expected);
  });

  it('says nothing about someone else', () => {
    expect(selfRefusal(admin, who(9, 'admin', []), { role: 'Asesor', status: -1 })).toBeNull();
  });
});

describe('the rules of each write, first refusal wins', () => {
  it.each([
    [gerenteA, { role: 'Asesor', agencyIds: [A], status: 1 }, null],
    [gerenteA, { role: 'Gerente', agencyIds: [A], status: 1 }, 'users.lower_roles_only'],
    [gerenteA, { role: 'Asesor', agencyIds: [B], status: 1 }, 'users.agency_not_yours'],
    [admin, { role: 'Superadmin', agencyIds: [], status: 1 }, 'users.superadmin_only'],
    [admin, { role: 'Gerente', agencyIds: [B], status: 1 }, null],
  ] as const)('create by %o of %o → %s', (actor, plan, expected) => {
    expect(createRefusal(actor, plan)).toBe(expected);
  });

  it.each([
    [gerenteA, who(9, 'Asesor', [A]), { role: 'Asesor', agencyIds: [A], status: -1 }, null],
    [
      gerenteA,
      who(9, 'Asesor', [A]),
      { role: 'Gerente', agencyIds: [A], status: 1 },
      'users.lower_roles_only',
    ],
    [
      gerenteA,
      who(9, 'Asesor', [A]),
      { role: 'Asesor', agencyIds: [A, B], status: 1 },
      'users.agency_not_yours',
    ],
    [
      gerenteA,
      who(9, 'Asesor', [A, B]),
      { role: 'Asesor', agencyIds: [A], status: 1 },
      'users.agencies_outside',
    ],
    [admin, who(9, 'Asesor', [B]), { role: 'Superadmin', agencyIds: [], status: 1 }, 'users.superadmin_only'],
    [superadmin, who(9, 'Asesor', [B]), { role: 'Superadmin', agencyIds: [], status: 1 }, null],
    [admin, who(admin.id, 'admin', []), { role: 'Asesor', agencyIds: [], status: 1 }, 'users.self_demote'],
  ] as const)('update by %o of %o to %o → %s', (actor, subject, plan, expected) => {
    expect(updateRefusal(actor, subject, plan)).toBe(expected);
  });

  it.each([
    [admin, who(admin.id, 'admin', []), 'users.self_deactivate'],
    [admin, who(9, 'Superadmin', []), 'users.superadmin_only'],
    [gerenteA, who(9, 'Asesor', [A]), null],
    [gerenteA, who(9, 'Asesor', [B, A]), 'users.agencies_outside'],
  ] as const)('deactivate by %o of %o → %s', (actor, subject, expected) => {
    expect(deactivateRefusal(actor, subject)).toBe(expected);
  });
});

describe('needsAgency: Gerentes and Asesores link at least one dealership', () => {
  it.each([
    ['Asesor', [], true],
    ['Gerente', [], true],
    ['Gerente', [A], false],
    ['admin', [], false],
    ['Supervisor', [], false],
  ] as const)('%s with %o → %s', (role, ids, expected) => {
    expect(needsAgency(role, ids)).toBe(expected);
  });
});
