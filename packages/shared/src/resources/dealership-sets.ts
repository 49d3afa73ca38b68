/**
 * Dealership groups and families: named sets of agencies. A group is the business that owns
 * several agencies; a family is a brand network across groups. An agency belongs to at most one
 * of each (agencies.group_id / agencies.family_id), so both kinds share one schema and one
 * definition, and differ only in the plain data below.
 */
import { z } from 'zod';
import { listAnswer, listQuery, optionsAnswer, recordIdSchema } from '../list-query';

export const DEALERSHIP_SET_KINDS = ['groups', 'families'] as const;
export type DealershipSetKind = (typeof DEALERSHIP_SET_KINDS)[number];

/** How many member names a list row shows ("Del Valle Polanco, Del Valle Satélite…"). */
export const DEALERSHIP_SET_PREVIEW = 3;
/** A set larger than this is an import, not a form. */
export const DEALERSHIP_SET_MAX_AGENCIES = 5000;

/** Each kind as plain data: who may touch it, where it lives, what its list searches. */
export const DEALERSHIP_SETS = {
  groups: {
    kind: 'groups',
    permissions: {
      read: 'read dealership group',
      create: 'create dealership group',
      update: 'update dealership group',
      delete: 'delete dealership group',
    },
    /** The spec §7 picker (`GET mi-vitrina/dealership/group`) and the CRUD under it. */
    paths: { picker: '/mi-vitrina/dealership/group', api: '/mi-vitrina/dealership/groups' },
    screen: '/cardealership/group',
    search: ['name', 'description'],
  },
  families: {
    kind: 'families',
    permissions: {
      read: 'read dealership family',
      create: 'create dealership family',
      update: 'update dealership family',
      delete: 'delete dealership family',
    },
    paths: { picker: '/mi-vitrina/dealership/family', api: '/mi-vitrina/dealership/families' },
    screen: '/cardealership/family',
    search: ['name', 'description'],
  },
} as const satisfies Record<DealershipSetKind, unknown>;

export const dealershipSetInput = z.object({
  /** Inner runs of spaces collapse, so "Grupo  Norte" and "Grupo Norte" are one name. */
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .transform((value) => value.replace(/\s+/g, ' ')),
  description: z.string().trim().max(500).default(''),
  /** The member agencies: the whole set, replacing the previous one. */
  agency_ids: z
    .array(recordIdSchema)
    .max(DEALERSHIP_SET_MAX_AGENCIES)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type DealershipSetInput = z.input<typeof dealershipSetInput>;

export const dealershipSet = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  agencies_count: z.number().int(),
  /** The first few member names, by name. */
  agencies: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DealershipSet = z.infer<typeof dealershipSet>;

/** One set with every member: `agency_ids[i]` is named `agencies[i]`. */
export const dealershipSetDetail = dealershipSet.extend({ agency_ids: z.array(z.number().int()) });
export type DealershipSetDetail = z.infer<typeof dealershipSetDetail>;

export const dealershipSetListQuery = listQuery(['name', 'agencies_count', 'created_at']);
export const dealershipSetList = listAnswer(dealershipSet);

/** Deleting answers how many agencies were left without a group (or family). */
export const dealershipSetDeleted = z.object({ message: z.string(), released: z.number().int() });

/** The spec §7 picker answer: `{ data: [{ label, value }] }`, by name. */
export const dealershipSetOptions = optionsAnswer;
