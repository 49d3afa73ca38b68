/**
 * Users and managers (`/users`, `/managers`): the form and request schema, the row the lists and
 * the detail answer, and each screen's definition. `/managers` is the same resource fixed to the Gerente
 * role, so its schemas are these without `role`.
 */
import { z } from 'zod';
import { LOCALES, PASSWORD_MAX, PASSWORD_MIN } from '../basics';
import { agencyParam, optionsAnswer, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';

/** Spec §3: 1 active, -1 disabled. */
export const USER_STATUSES = [1, -1] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An empty field of the form means "not given". */
const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const userStatus = z.union([z.literal(1), z.literal(-1)]);

export const userInput = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  /** A role id, or its name ("Asesor"). */
  role: z.union([recordIdSchema, z.string().trim().min(1).max(80)]),
  /** Linked dealerships; repeated ids count once. */
  agency_ids: z
    .array(recordIdSchema)
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Omitted on create: active; on update: unchanged. */
  status: userStatus.optional(),
  /** Language of the e-mails the user receives. Omitted on create: Spanish; on update: unchanged. */
  locale: z.enum(LOCALES).optional(),
  /**
   * Without it a new account gets a random password and a reset e-mail; on update, giving one
   * replaces the password and ends the user's sessions.
   */
  password: z.preprocess(blankIsMissing, z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional()),
});
export type UserInput = z.input<typeof userInput>;

/** `/managers`: the role is always Gerente. */
export const managerInput = userInput.omit({ role: true });
export type ManagerInput = z.input<typeof managerInput>;

export const userAgency = z.object({ id: z.number().int(), name: z.string() });

export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role: z.string(),
  status: z.number().int(),
  locale: z.enum(LOCALES),
  agencies: z.array(userAgency),
  created_at: z.string(),
  updated_at: z.string(),
  // The optional keys come last: an answer whose optional keys precede required ones is checked
  // and stringified on every request instead of written by a compiled serializer (serialization.ts).
  /** When the user proved the e-mail is theirs (verification or reset link); null: not yet. */
  email_verified_at: z.string().nullable().optional(),
  /** Set for an account created through `/register` (it waits for an administrator's link). */
  registered_at: z.string().nullable().optional(),
  /** Absent when the user never signed in (or it was before sign-ins were recorded). */
  last_sign_in_at: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

/**
 * The account's state on the users screen: `pending`, registered and linked to no dealership yet
 * (the administrators' to-do); `unverified`, its e-mail not verified; `verified`.
 */
export const ACCOUNT_STATES = ['pending', 'unverified', 'verified'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

const listFilters = {
  /** Dealership id; 0 or absent: every dealership the signed-in user may see. */
  agency: agencyParam.optional(),
  status: z
    .enum(['1', '-1'])
    .transform((value) => Number(value) as UserStatus)
    .optional(),
  account: z.enum(ACCOUNT_STATES).optional(),
};
const sortable = ['name', 'email', 'role', 'status', 'created_at'] as const;
/** One expression, name and e-mail together, as the users_search_trgm index has it. */
const search = ['name', 'email'] as const;

/**
 * Accounts, linked to any number of dealerships: a list is narrowed with `?agency=`, one
 * account is seen through a dealership the signed-in user shares with it.
 */
export const userResource = defineResource({
  name: 'users',
  api: '/mi-vitrina/users',
  screens: { list: '/users' },
  owner: 'agency',
  permissions: { read: 'read users', create: 'create users', update: 'update users' },
  sortable,
  search,
  filters: {
    /** A role id or name. */
    role: z.string().trim().min(1).max(80).optional(),
    ...listFilters,
  },
  schemas: { item: userRecord, input: userInput },
});

/** `/managers`: the users resource fixed to the Gerente role, under the managers permissions. */
export const managerResource = defineResource({
  name: 'managers',
  api: '/mi-vitrina/managers',
  screens: { list: '/managers' },
  owner: 'agency',
  permissions: { read: 'list managers', create: 'create managers', update: 'update managers' },
  sortable,
  search,
  filters: listFilters,
  schemas: { item: userRecord, input: managerInput },
});

/** `GET …/users/role-options`: the roles the signed-in user may assign. */
export const userRoleOptions = optionsAnswer;

/** The answer of deactivate / reactivate: the user as it is now, and what happened. */
export const userActionAnswer = userResource.oneAnswer.extend({ message: z.string() });
