/**
 * Users and managers (`/users`, `/managers`): the form and request schema, the row the lists and
 * the detail answer, and the list queries. `/managers` is the same resource fixed to the Gerente
 * role, so its schemas are these without `role`.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { LOCALES } from '../errors';
import { agencyParam, listAnswer, listQuery, optionsAnswer, recordIdSchema } from '../list-query';

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
  /** Absent when the user never signed in (or it was before sign-ins were recorded). */
  last_sign_in_at: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const USER_SORTABLE = ['name', 'email', 'role', 'status', 'created_at'] as const;

const listFilters = {
  /** Dealership id; 0 or absent: every dealership the signed-in user may see. */
  agency: agencyParam.optional(),
  status: z
    .enum(['1', '-1'])
    .transform((value) => Number(value) as UserStatus)
    .optional(),
};

export const userListQuery = listQuery(USER_SORTABLE, {
  /** A role id or name. */
  role: z.string().trim().min(1).max(80).optional(),
  ...listFilters,
});
export const managerListQuery = listQuery(USER_SORTABLE, listFilters);
export const userList = listAnswer(userRecord);

/** `GET …/users/role-options`: the roles the signed-in user may assign. */
export const userRoleOptions = optionsAnswer;

/** The answer of deactivate / reactivate: the user as it is now, and what happened. */
export const userActionAnswer = z.object({ message: z.string(), data: userRecord });

/** What the resource is allowed to do, by action (web buttons; the API checks each route again). */
export const USER_PERMISSIONS = {
  users: { read: 'read users', create: 'create users', update: 'update users' },
  managers: { read: 'list managers', create: 'create managers', update: 'update managers' },
} as const;
