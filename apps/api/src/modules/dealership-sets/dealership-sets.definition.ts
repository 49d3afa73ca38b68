/**
 * Groups and families as plain data: the shared definition (permissions, paths, search) plus what
 * only the server knows — the table, the agencies column that points at it, its unique index,
 * the audit entity and the messages of each kind. One implementation reads either.
 */
import { DEALERSHIP_SETS, type DealershipSetKind, type ErrorKey, type Locale } from '@vitrina/shared';

export interface DealershipSetDefinition {
  kind: DealershipSetKind;
  permissions: (typeof DEALERSHIP_SETS)[DealershipSetKind]['permissions'];
  /** Under /api: the spec §7 picker and the CRUD. */
  paths: { picker: string; api: string };
  table: 'dealership_groups' | 'dealership_families';
  /** The agencies column that names the set (one set of each kind per agency). */
  agencyColumn: 'group_id' | 'family_id';
  /** Unique index on the name: a race past the check still answers 422 on `name`. */
  uniqueIndex: string;
  audit: string;
  messages: { nameTaken: ErrorKey; deletedZero: ErrorKey; deletedOne: ErrorKey; deletedOther: ErrorKey };
  exportName: Record<Locale, string>;
  tag: string;
}

const withApi = (paths: { picker: string; api: string }) => ({
  picker: `/api${paths.picker}`,
  api: `/api${paths.api}`,
});

export const GROUPS: DealershipSetDefinition = {
  kind: 'groups',
  permissions: DEALERSHIP_SETS.groups.permissions,
  paths: withApi(DEALERSHIP_SETS.groups.paths),
  table: 'dealership_groups',
  agencyColumn: 'group_id',
  uniqueIndex: 'dealership_groups_name_key',
  audit: 'dealership_group',
  messages: {
    nameTaken: 'dealership_sets.group_name_taken',
    deletedZero: 'dealership_sets.group_deleted_zero',
    deletedOne: 'dealership_sets.group_deleted_one',
    deletedOther: 'dealership_sets.group_deleted_other',
  },
  exportName: { es: 'grupos', en: 'groups' },
  tag: 'dealership groups',
};

export const FAMILIES: DealershipSetDefinition = {
  kind: 'families',
  permissions: DEALERSHIP_SETS.families.permissions,
  paths: withApi(DEALERSHIP_SETS.families.paths),
  table: 'dealership_families',
  agencyColumn: 'family_id',
  uniqueIndex: 'dealership_families_name_key',
  audit: 'dealership_family',
  messages: {
    nameTaken: 'dealership_sets.family_name_taken',
    deletedZero: 'dealership_sets.family_deleted_zero',
    deletedOne: 'dealership_sets.family_deleted_one',
    deletedOther: 'dealership_sets.family_deleted_other',
  },
  exportName: { es: 'familias', en: 'families' },
  tag: 'dealership families',
};

export const DEALERSHIP_SET_DEFINITIONS = [GROUPS, FAMILIES] as const;
