/**
 * Dealership groups and families: named sets of agencies. A group is the business that owns
 * several agencies; a family is a brand network across groups. An agency belongs to at most one
 * of each (agencies.group_id / agencies.family_id), so both kinds share one schema and the same
 * definition, and differ only in their names, paths and permissions.
 */
import { z } from 'zod';
import { optionsAnswer, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { nameField } from '../text';

export const DEALERSHIP_SET_KINDS = ['groups', 'families'] as const;
export type DealershipSetKind = (typeof DEALERSHIP_SET_KINDS)[number];

/** How many member names a list row shows ("Del Valle Polanco, Del Valle Satélite…"). */
export const DEALERSHIP_SET_PREVIEW = 3;
/** A set larger than this is an import, not a form. */
export const DEALERSHIP_SET_MAX_AGENCIES = 5000;

export const dealershipSetInput = z.object({
  /** Inner runs of spaces collapse, so "Grupo  Norte" and "Grupo Norte" are one name. */
  name: nameField(120),
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

/** What both kinds' definitions share: their list, search and schemas. */
const dealershipSetShape = {
  owner: 'platform',
  sortable: ['name', 'agencies_count', 'created_at'],
  search: ['name', 'description'],
  schemas: { item: dealershipSet, detail: dealershipSetDetail, input: dealershipSetInput },
} as const;

/** Groups: the CRUD under `/groups`; the spec §7 picker (`GET …/dealership/group`) is its own route. */
export const groupResource = defineResource({
  name: 'groups',
  api: '/mi-vitrina/dealership/groups',
  screens: { list: '/cardealership/group' },
  permissions: {
    read: 'read dealership group',
    create: 'create dealership group',
    update: 'update dealership group',
    delete: 'delete dealership group',
  },
  ...dealershipSetShape,
});

/** Families: the CRUD under `/families`; the spec §7 picker (`GET …/dealership/family`) is its own route. */
export const familyResource = defineResource({
  name: 'families',
  api: '/mi-vitrina/dealership/families',
  screens: { list: '/cardealership/family' },
  permissions: {
    read: 'read dealership family',
    create: 'create dealership family',
    update: 'update dealership family',
    delete: 'delete dealership family',
  },
  ...dealershipSetShape,
});

/** Each kind's definition, for the code that serves either. */
export const DEALERSHIP_SET_RESOURCES = { groups: groupResource, families: familyResource } as const;

/** Deleting answers how many agencies were left without a group (or family). */
export const dealershipSetDeleted = z.object({ message: z.string(), released: z.number().int() });

/** The spec §7 picker answer: `{ data: [{ label, value }] }`, by name. */
export const dealershipSetOptions = optionsAnswer;
