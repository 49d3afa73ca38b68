/**
 * The route table: every route of spec §2 with its permission, package permission, active
 * membership need, breadcrumb and title keys (locales `routes.*`), layout and page. Guards,
 * breadcrumbs, window titles and the router all read it — pages carry no guard code.
 */
import {
  agencyLogoResource,
  agencyResource,
  auctionResource,
  blogPostResource,
  bodyResource,
  brandResource,
  buyerAlertResource,
  COMMERCIAL_OFFERS,
  DASHBOARD_ACCESS,
  familyResource,
  groupResource,
  LEAD_CHANNELS,
  LEADS_FORWARD,
  leadForwardResource,
  leadResources,
  leadSettingsResource,
  liveAuctionResource,
  MAIL_OUTBOX,
  managerResource,
  modelResource,
  newVehicleResource,
  type PackagePermission,
  type Permission,
  packageResource,
  permissionFor,
  permissionResource,
  photoSetResource,
  popupResource,
  promotionResource,
  type ResourceShape,
  roleResource,
  soldVehicleResource,
  TUTORIAL_LIBRARIES,
  tutorialResource,
  usedVehicleResource,
  userResource,
  vehicleLimitResource,
  verificationResource,
  versionResource,
  yearResource,
} from '@vitrina/shared';
import type { ComponentType } from 'react';
import type { AccessMeta } from '../lib/access-rules';
import { PUBLIC_PAGES } from './public-paths';

export interface RouteDef extends AccessMeta {
  path: string;
  /** Key under `routes.` for the title and the breadcrumb label. */
  title: string;
  /** The route whose breadcrumb comes before this one (besides Inicio). */
  parent?: string;
  layout: 'app' | 'full';
  load: () => Promise<{ default: ComponentType }>;
}

const pending = () => import('../features/system/module-pending-page');
const integration = () => import('../features/auth/integration-page');
const profile = () => import('../features/profile/profile-page');
const cannotAccess = () => import('../features/system/cannot-access-page');
const awaitingDealership = () => import('../features/system/awaiting-dealership-page');
const commercialOffer = () => import('../features/commercial-offer/commercial-offer-page');

type Guard = {
  permission?: Permission | 'dashboard';
  packagePermission?: PackagePermission;
  membership?: boolean;
};

/** The catalog screens' pages; versions and years sit under their parent's list. */
const catalogs = {
  brands: {
    list: () => import('../features/catalogs/brands-list-page'),
    form: () => import('../features/catalogs/brand-form-page'),
  },
  models: {
    list: () => import('../features/catalogs/models-list-page'),
    form: () => import('../features/catalogs/model-form-page'),
  },
  versions: {
    list: () => import('../features/catalogs/versions-list-page'),
    form: () => import('../features/catalogs/version-form-page'),
    parent: modelResource.screens.list,
  },
  years: {
    list: () => import('../features/catalogs/years-list-page'),
    form: () => import('../features/catalogs/year-form-page'),
    parent: versionResource.screens.list,
  },
  bodies: {
    list: () => import('../features/catalogs/bodies-list-page'),
    form: () => import('../features/catalogs/body-form-page'),
  },
};

/** A built screen: its page, guards, breadcrumb and title. */
const page = (
  path: string,
  title: string,
  load: RouteDef['load'],
  guard: Guard,
  parent?: string,
): RouteDef => ({ path, title, layout: 'app', load, ...guard, ...(parent ? { parent } : {}) });

/** A route whose module a later issue builds: real guards, breadcrumb and title; a plain "not available yet" page. */
const soon = (path: string, title: string, guard: Guard, parent?: string): RouteDef => ({
  path,
  title,
  layout: 'app',
  load: pending,
  ...guard,
  ...(parent ? { parent } : {}),
});

/** One screen of a resource: its title key and page; `parent` and `guard` only where they differ. */
interface Screen {
  title: string;
  load: RouteDef['load'];
  parent?: string;
  guard?: Guard;
}

/** The action a screen serves, for its default guard: a list lists, a create form creates… */
const SCREEN_ACTIONS = { list: 'list', create: 'create', edit: 'update' } as const;

/**
 * A resource's screens, at the paths its definition declares (`def.screens`), so the router, the
 * links and the menu read one pattern. A screen's permission is its own guard's, else the one
 * given for all of them (every brand screen needs 'read brand catalog'), else the one its action
 * needs (bodies: read, create, update); the definition's package and membership needs apply
 * unless a guard says otherwise. A form's breadcrumb comes after its list.
 */
function screens<D extends ResourceShape>(
  def: D,
  pages: { readonly [S in keyof D['screens']]?: Screen },
  guard?: Guard,
): RouteDef[] {
  const needs: Guard = {
    ...(def.packagePermission ? { packagePermission: def.packagePermission } : {}),
    ...(def.membership ? { membership: true } : {}),
  };
  return Object.entries(pages as Record<string, Screen>).map(([role, screen]) => {
    const permission = permissionFor(def, SCREEN_ACTIONS[role as keyof typeof SCREEN_ACTIONS] ?? 'read');
    const chosen = screen.guard ?? guard ?? (permission ? { permission } : {});
    const parent = screen.parent ?? (role === 'list' ? undefined : def.screens.list);
    const path = def.screens[role];
    if (!path) throw new Error(`${def.name} declares no ${role} screen`);
    return page(path, screen.title, screen.load, { ...needs, ...chosen }, parent);
  });
}

/**
 * The usual resource: a list titled `plural`, and one form page for `<one>Create` and
 * `<one>Edit` (the title keys of locales `routes.*`).
 */
const crud = <D extends ResourceShape>(
  def: D,
  [plural, one]: readonly [plural: string, one: string],
  pages: { list: RouteDef['load']; form: RouteDef['load']; parent?: string },
  guard?: Guard,
): RouteDef[] =>
  screens(
    def,
    {
      list: { title: plural, load: pages.list, ...(pages.parent ? { parent: pages.parent } : {}) },
      create: { title: `${one}Create`, load: pages.form },
      edit: { title: `${one}Edit`, load: pages.form },
    } as { readonly [S in keyof D['screens']]?: Screen },
    guard,
  );

const publicFull = { public: true, redirectIfSignedIn: true, layout: 'full' as const };

/** The lead screens: one list page serves every channel, one detail page every lead. */
const leadPages = {
  list: () => import('../features/leads/leads-list-page'),
  admin: () => import('../features/leads/leads-admin-page'),
  details: () => import('../features/leads/lead-details-page'),
};

/** Home, nuevos and seminuevos share their pages; each reads its placement from the address. */
const bannerPages = {
  list: () => import('../features/banners/banners-list-page'),
  form: () => import('../features/banners/banner-form-page'),
  catalog: () => import('../features/banners/catalog-banners-page'),
};
const banners = (base: string, title: string): RouteDef[] => [
  page(base, title, bannerPages.list, { permission: 'banners' }),
  page(`${base}/:id/edit`, 'bannerEdit', bannerPages.form, { permission: 'banners' }, base),
  page(`${base}/national/edit`, 'bannerNational', bannerPages.form, { permission: 'banners' }, base),
];

/** Whoever reads a catalog opens all its screens; its API checks each write. */
const brandCatalog: Guard = { permission: brandResource.permissions.read };
const modelCatalog: Guard = { permission: modelResource.permissions.read };

export const ROUTES: RouteDef[] = [
  // Login and the account screens: the modules the public entry shows them with (public-paths.ts).
  { path: '/', title: 'login', load: PUBLIC_PAGES.login, ...publicFull },
  { path: '/register', title: 'register', load: PUBLIC_PAGES.register, ...publicFull },
  { path: '/password/forgot', title: 'passwordForgot', load: PUBLIC_PAGES.passwordForgot, ...publicFull },
  { path: '/password/reset/:token', title: 'passwordReset', load: PUBLIC_PAGES.passwordReset, ...publicFull },
  { path: '/email/verify/:token', title: 'emailVerify', load: PUBLIC_PAGES.emailVerify, ...publicFull },
  { path: '/integration-data-patform', title: 'integrationHandoff', load: integration, ...publicFull },

  { path: '/profile', title: 'profile', layout: 'app', load: profile, permission: 'read profile' },
  { path: '/cannot-access', title: 'cannotAccess', layout: 'app', load: cannotAccess },
  { path: '/awaiting-dealership', title: 'awaitingDealership', layout: 'app', load: awaitingDealership },

  ...screens(liveAuctionResource, {
    list: { title: 'activeAuctions', load: () => import('../features/auctions/active-auctions-page') },
    detail: { title: 'auction', load: () => import('../features/auctions/auction-page') },
  }),
  // The administrators' screens live under the dealers' route (spec §2 names no other); each needs its own permission.
  ...screens(auctionResource, {
    list: {
      title: 'auctionsAdmin',
      load: () => import('../features/auctions/auctions-admin-page'),
      parent: liveAuctionResource.screens.list,
    },
    create: { title: 'auctionCreate', load: () => import('../features/auctions/auction-form-page') },
    edit: {
      title: 'auctionEdit',
      load: () => import('../features/auctions/auction-form-page'),
      guard: { permission: auctionResource.permissions.read },
    },
  }),
  ...screens(buyerAlertResource, {
    list: { title: 'buyerAlerts', load: () => import('../features/buyer-alerts/buyer-alerts-page') },
  }),

  ...LEAD_CHANNELS.flatMap((channel) =>
    screens(leadResources[channel.key], {
      list: { title: channel.title, load: leadPages.list },
      details: { title: 'leadDetails', load: leadPages.details },
    }),
  ),
  ...screens(leadForwardResource, {
    list: { title: LEADS_FORWARD.title, load: leadPages.admin },
    details: { title: 'leadDetails', load: leadPages.details },
  }),

  ...crud(agencyResource, ['agencies', 'agency'], {
    list: () => import('../features/agencies/agencies-list-page'),
    form: () => import('../features/agencies/agency-form-page'),
  }),
  ...crud(bodyResource, ['bodies', 'body'], catalogs.bodies),
  ...screens(userResource, {
    list: { title: 'users', load: () => import('../features/users/users-list-page') },
  }),
  ...screens(managerResource, {
    list: { title: 'managers', load: () => import('../features/users/managers-list-page') },
  }),
  ...screens(roleResource, {
    list: { title: 'roles', load: () => import('../features/roles/roles-list-page') },
    // The matrix needs the definition's own `assign` permission, not the roles' read.
    permissions: {
      title: 'rolePermissions',
      load: () => import('../features/roles/role-permissions-page'),
      guard: { permission: roleResource.permissions.assign },
    },
  }),
  ...screens(permissionResource, {
    list: { title: 'permissions', load: () => import('../features/roles/permissions-list-page') },
  }),
  page(MAIL_OUTBOX.screen, 'mailOutbox', () => import('../features/mail/mail-outbox-page'), {
    permission: MAIL_OUTBOX.permission,
  }),

  ...screens(usedVehicleResource, {
    list: { title: 'inventory', load: () => import('../features/inventory/inventory-list-page') },
    details: { title: 'inventoryDetails', load: () => import('../features/inventory/vehicle-details-page') },
  }),
  // Spec §2: the edit screen opens with 'show inventory' (read only without 'update inventory').
  ...screens(usedVehicleResource, {
    create: { title: 'inventoryCreate', load: () => import('../features/inventory/vehicle-form-page') },
    edit: {
      title: 'inventoryEdit',
      load: () => import('../features/inventory/vehicle-form-page'),
      guard: { permission: usedVehicleResource.permissions.read },
    },
  }),
  ...screens(soldVehicleResource, {
    list: { title: 'soldInventory', load: () => import('../features/inventory/sold-inventory-page') },
  }),
  // Spec §2: every new-inventory screen needs 'brand-new inventory'; the API checks each write.
  ...screens(
    newVehicleResource,
    {
      list: { title: 'newInventory', load: () => import('../features/new-inventory/new-vehicles-list-page') },
      create: {
        title: 'newInventoryCreate',
        load: () => import('../features/new-inventory/new-vehicle-form-page'),
      },
      details: {
        title: 'newInventoryDetails',
        load: () => import('../features/new-inventory/new-vehicle-details-page'),
      },
    },
    { permission: newVehicleResource.permissions.read },
  ),

  ...banners('/marketplace-banners', 'bannersHome'),
  ...banners('/marketplace-banners/nuevos', 'bannersNew'),
  ...banners('/marketplace-banners/seminuevos', 'bannersUsed'),
  page('/marketplace-banners/catalogos', 'bannersCatalog', bannerPages.catalog, {
    permission: 'read banners catalog',
  }),

  // Whoever reads the logo opens its screen; without 'update logo' it only shows it.
  ...screens(
    agencyLogoResource,
    { edit: { title: 'logo', load: () => import('../features/agency-settings/logo-page') } },
    { permission: agencyLogoResource.permissions.read },
  ),
  ...screens(verificationResource, {
    list: { title: 'verification', load: () => import('../features/verification/verification-page') },
  }),

  ...crud(brandResource, ['brands', 'brand'], catalogs.brands, brandCatalog),
  ...crud(modelResource, ['models', 'model'], catalogs.models, modelCatalog),
  ...crud(versionResource, ['versions', 'version'], catalogs.versions, modelCatalog),
  ...crud(yearResource, ['years', 'year'], catalogs.years, modelCatalog),

  ...screens(familyResource, {
    list: { title: 'families', load: () => import('../features/dealership-sets/families-page') },
  }),
  ...screens(groupResource, {
    list: { title: 'groups', load: () => import('../features/dealership-sets/groups-page') },
  }),

  soon('/integrations/meta/fb/business-forms', 'metaForms', { permission: 'read integrations' }),
  soon(
    '/integrations/meta/fb/business/form/:form/fields-mappings',
    'metaFieldMappings',
    { permission: 'read integrations' },
    '/integrations/meta/fb/business-forms',
  ),
  soon('/integrations/meta-catalog', 'metaCatalog', {
    permission: 'read integrations',
    packagePermission: 'view meta catalogs',
  }),
  soon('/integrations/:code?', 'mercadoLibre', {
    permission: 'read integrations',
    packagePermission: 'view mercado libre',
  }),

  soon('/dashboard/cardealerships-and-members', 'dealershipsAndMembers', {
    permission: 'read analytics general',
    packagePermission: 'view analytics cardealership and members',
  }),
  page(
    '/dashboard/:popup?',
    'dashboard',
    () => import('../features/dashboard/dashboard-page'),
    DASHBOARD_ACCESS,
  ),
  soon('/dealers-lead-performance/used', 'leadPerformanceUsed', {
    permission: 'read analytics used vehicles',
  }),
  soon('/dealers-lead-performance/brand-new', 'leadPerformanceNew', {
    permission: 'read analytics new vehicles',
  }),
  soon('/analitica-ad', 'adAnalytics', { permission: 'read ad-analytic' }),
  soon('/tabla-interacciones', 'interactions', { permission: 'read ad-analytic' }),

  ...screens(promotionResource, {
    list: { title: 'promotions', load: () => import('../features/packages/promotions-list-page') },
  }),
  // Whoever reads packages opens their forms too; the API checks each write.
  ...crud(
    packageResource,
    ['packages', 'package'],
    {
      list: () => import('../features/packages/packages-list-page'),
      form: () => import('../features/packages/package-form-page'),
    },
    { permission: packageResource.permissions.read },
  ),

  // Spec §2: whoever reads the stock photo sets opens all three screens; the API checks each write.
  ...crud(
    photoSetResource,
    ['newPhotos', 'newPhotos'],
    {
      list: () => import('../features/new-inventory/photo-sets-list-page'),
      form: () => import('../features/new-inventory/photo-set-form-page'),
    },
    { permission: photoSetResource.permissions.read },
  ),

  soon('/dealership-membership/billing', 'billing', { permission: 'read billing' }),
  ...screens(popupResource, {
    list: { title: 'popups', load: () => import('../features/popups/popups-list-page') },
  }),
  page(
    TUTORIAL_LIBRARIES.dealers.screen,
    'tutorials',
    () => import('../features/tutorials/tutorials-page'),
    TUTORIAL_LIBRARIES.dealers.access,
  ),
  page(
    TUTORIAL_LIBRARIES.internal.screen,
    'internalTutorials',
    () => import('../features/tutorials/internal-tutorials-page'),
    TUTORIAL_LIBRARIES.internal.access,
  ),
  // Administrators manage both libraries here; the list opens from either library's header.
  ...crud(tutorialResource, ['tutorialsManage', 'tutorial'], {
    list: () => import('../features/tutorials/tutorials-manage-page'),
    form: () => import('../features/tutorials/tutorial-form-page'),
  }),
  // One page serves both offers; it reads which from its path (the new one is spelled as in spec §2).
  ...(['used', 'new'] as const).map((type) => {
    const { screen, permission, packagePermission } = COMMERCIAL_OFFERS[type];
    return page(screen, type === 'used' ? 'offerUsed' : 'offerNew', commercialOffer, {
      permission,
      packagePermission,
    });
  }),
  soon('/condicionales-meta', 'metaConditionals', { permission: 'read meta-conditionals' }),
  soon('/reports', 'reports', { permission: 'read reports' }),
  ...crud(blogPostResource, ['blog', 'blogPost'], {
    list: () => import('../features/blog/blog-posts-list-page'),
    form: () => import('../features/blog/blog-post-form-page'),
  }),
  soon('/whatsapp', 'whatsapp', { permission: 'campañas whatsapp', packagePermission: 'campañas whatsapp' }),
  ...screens(vehicleLimitResource, {
    list: { title: 'vehiclesNumber', load: () => import('../features/agency-settings/vehicle-limits-page') },
  }),
  // Whoever reads the settings opens the screen; without 'update lead settings' it only shows them.
  ...screens(
    leadSettingsResource,
    {
      edit: {
        title: 'leadAutomation',
        load: () => import('../features/lead-automation/lead-automation-page'),
      },
    },
    { permission: leadSettingsResource.permissions.read },
  ),
];

/** The Not found screen: any path no route matches (full screen, go-home action). */
export const NOT_FOUND_ROUTE: RouteDef = {
  path: '*',
  title: 'notFound',
  layout: 'full',
  public: true,
  load: () => import('../features/system/not-found-page'),
};
