/**
 * Every query key of the application comes from here (ARCHITECTURE.md "How the code reads" 4),
 * so a change invalidates exactly what it touched: `queryKeys.brands.all` covers the brand
 * lists and details, `queryKeys.catalogOptions.all` every catalog picker.
 */
import type { ListParams } from './list-params';

/** The keys of one resource: everything, its lists, one list, one record. */
function resourceKeys<const Scope extends readonly string[]>(...scope: Scope) {
  const all = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams, parent?: Readonly<Record<string, number>>) =>
      [...all, 'list', { ...parent, ...params }] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

export const queryKeys = {
  /** Every catalog query: a catalog change can show in the others (counts, names, pickers). */
  catalogs: ['catalogs'] as const,
  bodies: resourceKeys('catalogs', 'bodies'),
  brands: resourceKeys('catalogs', 'brands'),
  models: resourceKeys('catalogs', 'models'),
  versions: resourceKeys('catalogs', 'versions'),
  years: resourceKeys('catalogs', 'years'),
  agencies: resourceKeys('agencies'),
  /** The active dealerships picker (spec §7 `all-agencies-actives`), shared by every form that links agencies. */
  activeAgencyOptions: ['agencies', 'options', 'actives'] as const,
  /** Groups and families: a change shows in agency lists and pickers too. */
  groups: resourceKeys('dealership-sets', 'groups'),
  families: resourceKeys('dealership-sets', 'families'),
  packages: resourceKeys('packages'),
  promotions: resourceKeys('promotions'),
  users: resourceKeys('users'),
  roles: resourceKeys('roles'),
  permissions: resourceKeys('permissions'),
  /** Settings of the current dealership (logo, vehicle limits). */
  agencySettings: resourceKeys('agency-settings'),
  sepomex: (postalCode: string) => ['sepomex', postalCode] as const,
  /** The pickers: `{ brand_id }`, `{ model_id }`… narrow them to a parent. */
  catalogOptions: {
    all: ['catalogs', 'options'] as const,
    of: (resource: 'brands' | 'models' | 'versions' | 'years' | 'bodies', parent?: Record<string, number>) =>
      ['catalogs', 'options', resource, parent ?? {}] as const,
  },
};
