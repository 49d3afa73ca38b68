/**
 * The route table: every route of spec §2 with its permission, package permission, active
 * membership need, breadcrumb and title keys (locales `routes.*`), layout and page. Guards,
 * breadcrumbs, window titles and the router all read it — pages carry no guard code.
 */
import { LEAD_CHANNELS, LEADS_FORWARD, type PackagePermission, type Permission } from '@vitrina/shared';
import type { ComponentType } from 'react';
import type { AccessMeta } from '../lib/access-rules';

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
const login = () => import('../features/auth/login-page');
const profile = () => import('../features/profile/profile-page');
const cannotAccess = () => import('../features/system/cannot-access-page');

const catalogs = {
  brands: () => import('../features/catalogs/brands-list-page'),
  brandForm: () => import('../features/catalogs/brand-form-page'),
  models: () => import('../features/catalogs/models-list-page'),
  modelForm: () => import('../features/catalogs/model-form-page'),
  versions: () => import('../features/catalogs/versions-list-page'),
  versionForm: () => import('../features/catalogs/version-form-page'),
  years: () => import('../features/catalogs/years-list-page'),
  yearForm: () => import('../features/catalogs/year-form-page'),
  bodies: () => import('../features/catalogs/bodies-list-page'),
  bodyForm: () => import('../features/catalogs/body-form-page'),
};

type Guard = {
  permission?: Permission | 'dashboard';
  packagePermission?: PackagePermission;
  membership?: boolean;
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

const publicFull = { public: true, redirectIfSignedIn: true, layout: 'full' as const };

const leads = (path: string, title: string, permission: Permission, packagePermission?: PackagePermission) =>
  soon(path, title, packagePermission ? { permission, packagePermission } : { permission });

const banners = (base: string, title: string): RouteDef[] => [
  soon(base, title, { permission: 'banners' }),
  soon(`${base}/:id/edit`, 'bannerEdit', { permission: 'banners' }, base),
  soon(`${base}/national/edit`, 'bannerNational', { permission: 'banners' }, base),
];

const brandCatalog: Guard = { permission: 'read brand catalog' };
const modelCatalog: Guard = { permission: 'read model catalog' };
const VERSIONS = '/models/:model_id/versions';
const YEARS = `${VERSIONS}/:version_id/years`;

export const ROUTES: RouteDef[] = [
  { path: '/', title: 'login', load: login, ...publicFull },
  { path: '/register', title: 'register', load: pending, ...publicFull },
  { path: '/password/reset/:token', title: 'passwordReset', load: pending, ...publicFull },
  { path: '/integration-data-patform', title: 'integrationHandoff', load: pending, ...publicFull },

  { path: '/profile', title: 'profile', layout: 'app', load: profile, permission: 'read profile' },
  { path: '/cannot-access', title: 'cannotAccess', layout: 'app', load: cannotAccess },

  soon('/subastas-activas', 'activeAuctions', {
    permission: 'read active-auctions',
    packagePermission: 'view auctions',
  }),
  soon('/find-cars', 'findCars', {
    permission: 'read find-cars',
    packagePermission: 'view marketplace alerts',
    membership: true,
  }),

  ...LEAD_CHANNELS.map((channel) =>
    leads(
      channel.path,
      channel.title,
      channel.permission,
      'packagePermission' in channel ? channel.packagePermission : undefined,
    ),
  ),
  leads(LEADS_FORWARD.path, LEADS_FORWARD.title, LEADS_FORWARD.permission),

  page('/agencies', 'agencies', () => import('../features/agencies/agencies-list-page'), {
    permission: 'list agencies',
  }),
  page(
    '/agencies/form',
    'agencyCreate',
    () => import('../features/agencies/agency-form-page'),
    { permission: 'create agency' },
    '/agencies',
  ),
  page(
    '/agencies/form/:id',
    'agencyEdit',
    () => import('../features/agencies/agency-form-page'),
    { permission: 'update agency' },
    '/agencies',
  ),
  page('/bodies', 'bodies', catalogs.bodies, { permission: 'read bodies' }),
  page('/bodies/create', 'bodyCreate', catalogs.bodyForm, { permission: 'create bodies' }, '/bodies'),
  page('/bodies/:id/edit', 'bodyEdit', catalogs.bodyForm, { permission: 'update bodies' }, '/bodies'),
  page('/users', 'users', () => import('../features/users/users-list-page'), { permission: 'read users' }),
  page('/managers', 'managers', () => import('../features/users/managers-list-page'), {
    permission: 'list managers',
  }),
  page('/roles', 'roles', () => import('../features/roles/roles-list-page'), { permission: 'read role' }),
  page(
    '/roles/:id/permissions',
    'rolePermissions',
    () => import('../features/roles/role-permissions-page'),
    { permission: 'assign permissions' },
    '/roles',
  ),
  page('/permissions', 'permissions', () => import('../features/roles/permissions-list-page'), {
    permission: 'read permission',
  }),

  soon('/inventory', 'inventory', { permission: 'list inventory', packagePermission: 'view used vehicles' }),
  soon(
    '/inventory/create',
    'inventoryCreate',
    { permission: 'create inventory', packagePermission: 'view used vehicles' },
    '/inventory',
  ),
  soon(
    '/inventory/:id/details',
    'inventoryDetails',
    { permission: 'show inventory', packagePermission: 'view used vehicles' },
    '/inventory',
  ),
  soon(
    '/inventory/:id/edit',
    'inventoryEdit',
    { permission: 'show inventory', packagePermission: 'view used vehicles' },
    '/inventory',
  ),
  soon('/sold-inventory', 'soldInventory', {
    permission: 'read inventory sold',
    packagePermission: 'view used vehicles',
  }),
  soon('/brand-new-inventory', 'newInventory', {
    permission: 'brand-new inventory',
    packagePermission: 'view new vehicles',
  }),
  soon(
    '/brand-new-inventory/create',
    'newInventoryCreate',
    { permission: 'brand-new inventory', packagePermission: 'view new vehicles' },
    '/brand-new-inventory',
  ),
  soon(
    '/brand-new-inventory/:id/details',
    'newInventoryDetails',
    { permission: 'brand-new inventory', packagePermission: 'view new vehicles' },
    '/brand-new-inventory',
  ),

  ...banners('/marketplace-banners', 'bannersHome'),
  ...banners('/marketplace-banners/nuevos', 'bannersNew'),
  ...banners('/marketplace-banners/seminuevos', 'bannersUsed'),
  soon('/marketplace-banners/catalogos', 'bannersCatalog', { permission: 'read banners catalog' }),

  page('/update-logo', 'logo', () => import('../features/agency-settings/logo-page'), {
    permission: 'read logo',
  }),
  soon('/verification', 'verification', { permission: 'read verification', membership: true }),

  page('/catalogs/brands', 'brands', catalogs.brands, brandCatalog),
  page('/catalogs/brands/create', 'brandCreate', catalogs.brandForm, brandCatalog, '/catalogs/brands'),
  page('/catalogs/brands/:id/edit', 'brandEdit', catalogs.brandForm, brandCatalog, '/catalogs/brands'),
  page('/catalogs/models', 'models', catalogs.models, modelCatalog),
  page('/models/create', 'modelCreate', catalogs.modelForm, modelCatalog, '/catalogs/models'),
  page('/models/:id/edit', 'modelEdit', catalogs.modelForm, modelCatalog, '/catalogs/models'),
  page(VERSIONS, 'versions', catalogs.versions, modelCatalog, '/catalogs/models'),
  page(`${VERSIONS}/create`, 'versionCreate', catalogs.versionForm, modelCatalog, VERSIONS),
  page(`${VERSIONS}/:id/edit`, 'versionEdit', catalogs.versionForm, modelCatalog, VERSIONS),
  page(YEARS, 'years', catalogs.years, modelCatalog, VERSIONS),
  page(`${YEARS}/create`, 'yearCreate', catalogs.yearForm, modelCatalog, YEARS),
  page(`${YEARS}/:year_id/edit`, 'yearEdit', catalogs.yearForm, modelCatalog, YEARS),

  page('/cardealership/family', 'families', () => import('../features/dealership-sets/families-page'), {
    permission: 'read dealership family',
  }),
  page('/cardealership/group', 'groups', () => import('../features/dealership-sets/groups-page'), {
    permission: 'read dealership group',
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
  soon('/dashboard/:popup?', 'dashboard', {
    permission: 'read analytics general',
    packagePermission: 'view analytics general',
  }),
  soon('/dealers-lead-performance/used', 'leadPerformanceUsed', {
    permission: 'read analytics used vehicles',
  }),
  soon('/dealers-lead-performance/brand-new', 'leadPerformanceNew', {
    permission: 'read analytics new vehicles',
  }),
  soon('/analitica-ad', 'adAnalytics', { permission: 'read ad-analytic' }),
  soon('/tabla-interacciones', 'interactions', { permission: 'read ad-analytic' }),

  page('/promotions', 'promotions', () => import('../features/packages/promotions-list-page'), {
    permission: 'read promotions',
  }),
  page('/packages', 'packages', () => import('../features/packages/packages-list-page'), {
    permission: 'read promotions',
  }),
  page(
    '/packages/create',
    'packageCreate',
    () => import('../features/packages/package-form-page'),
    { permission: 'read promotions' },
    '/packages',
  ),
  page(
    '/packages/:id/edit',
    'packageEdit',
    () => import('../features/packages/package-form-page'),
    { permission: 'read promotions' },
    '/packages',
  ),

  soon('/brand-new-vehicle/photos', 'newPhotos', { permission: 'read new vehicles photo' }),
  soon(
    '/brand-new-vehicle/photos/create',
    'newPhotosCreate',
    { permission: 'read new vehicles photo' },
    '/brand-new-vehicle/photos',
  ),
  soon(
    '/brand-new-vehicle/photos/:id/edit',
    'newPhotosEdit',
    { permission: 'read new vehicles photo' },
    '/brand-new-vehicle/photos',
  ),

  soon('/dealership-membership/billing', 'billing', { permission: 'read billing' }),
  soon('/popups', 'popups', { permission: 'read popups' }),
  soon('/tutorials', 'tutorials', { permission: 'read tutorials', packagePermission: 'view tutorials' }),
  soon('/internal-tutorials', 'internalTutorials', { permission: 'read internal-tutorials' }),
  soon('/commercial-offer/used', 'offerUsed', {
    permission: 'read commercial offer used',
    packagePermission: 'view commercial offer used vehicles',
  }),
  soon('/comercial-offer/brand-new', 'offerNew', {
    permission: 'read commercial offer new vehicle',
    packagePermission: 'view commercial offer new vehicles',
  }),
  soon('/condicionales-meta', 'metaConditionals', { permission: 'read meta-conditionals' }),
  soon('/reports', 'reports', { permission: 'read reports' }),
  soon('/blog', 'blog', { permission: 'read blog' }),
  soon('/whatsapp', 'whatsapp', { permission: 'campañas whatsapp', packagePermission: 'campañas whatsapp' }),
  page(
    '/settings/vehicles-number',
    'vehiclesNumber',
    () => import('../features/agency-settings/vehicle-limits-page'),
    {
      permission: 'read used vehicles number',
    },
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
