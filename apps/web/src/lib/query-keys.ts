/**
 * Every query key of the application comes from here (ARCHITECTURE.md "How the code reads" 4),
 * so a change invalidates exactly what it touched: `queryKeys.brands.all` covers the brand
 * lists and details, `queryKeys.catalogs` every catalog query, pickers included.
 */
import type { ListParams } from './list-params';

/** The keys of one resource: its group, everything, its lists, one list, one record. */
function resourceKeys(first: string, ...rest: string[]) {
  const all = [first, ...rest] as const;
  return {
    /** What a change of this resource makes stale: its group's queries (see GROUPS), or its own. */
    group: [first] as const,
    all,
    lists: () => [...all, 'list'] as const,
    /** `parent`: the path params and fixed query of the list (`{ model_id }`, `{ agency }`). */
    list: (params: ListParams, parent?: Readonly<Record<string, number | string>>) =>
      [...all, 'list', { ...parent, ...params }] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

/**
 * Resources whose changes show in their siblings sit under one group: a brand's name shows in
 * the models list, a new version changes its model's count, a deactivated body leaves the pickers.
 */
const GROUPS: Readonly<Record<string, string>> = {
  bodies: 'catalogs',
  brands: 'catalogs',
  models: 'catalogs',
  versions: 'catalogs',
  years: 'catalogs',
  groups: 'dealership-sets',
  families: 'dealership-sets',
  /** `/managers` lists the same accounts as `/users`, fixed to the Gerente role. */
  managers: 'users',
  /** Both banner resources are one table: an image or an order change shows in either. */
  'catalog-banners': 'banners',
};

/** The keys of a resource by its definition's `name` (the one factory every list and form reads). */
export function keysOf(resource: { readonly name: string }): ResourceKeys {
  const group = GROUPS[resource.name];
  return group ? resourceKeys(group, resource.name) : resourceKeys(resource.name);
}

const named = (name: string) => keysOf({ name });

export const queryKeys = {
  /** Every catalog query: a catalog change can show in the others (counts, names, pickers). */
  catalogs: ['catalogs'] as const,
  bodies: named('bodies'),
  brands: named('brands'),
  models: named('models'),
  versions: named('versions'),
  years: named('years'),
  agencies: named('agencies'),
  /** The active dealerships picker (spec §7 `all-agencies-actives`), shared by every form that links agencies. */
  activeAgencyOptions: ['agencies', 'options', 'actives'] as const,
  /** Groups and families: a change shows in agency lists and pickers too. */
  groups: named('groups'),
  families: named('families'),
  packages: named('packages'),
  promotions: named('promotions'),
  /** The package picker of the forms that choose packages (a popup's audience). */
  packageOptions: ['packages', 'options'] as const,
  popups: named('popups'),
  /** The dashboard of a dealership (0: "Todas"), with the popup its address names. */
  dashboard: (agency: number, popup: number | undefined) => ['dashboard', agency, popup ?? 0] as const,
  /** A commercial offer (used or new) for a dealership. */
  commercialOffer: (type: string, agency: number) => ['commercial-offer', type, agency] as const,
  upgradeRequests: named('upgrade-requests'),
  /** Whether AutoCheck's report provider is configured (the screen says so when it is not). */
  verificationProvider: (agency: number) => ['verifications', 'provider', agency] as const,
  users: named('users'),
  roles: named('roles'),
  permissions: named('permissions'),
  /** The mail outbox viewer (administrators). */
  mailOutbox: named('mail-outbox'),
  sepomex: (postalCode: string) => ['sepomex', postalCode] as const,
  /** The signed-in user's alerts of the bell (issue 39), with their unread count. */
  notifications: ['notifications'] as const,
  /** The pickers: `{ brand_id }`, `{ model_id }`… narrow them to a parent. */
  catalogOptions: {
    all: ['catalogs', 'options'] as const,
    of: (resource: 'brands' | 'models' | 'versions' | 'years' | 'bodies', parent?: Record<string, number>) =>
      ['catalogs', 'options', resource, parent ?? {}] as const,
  },
};
