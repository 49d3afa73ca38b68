/**
 * The side menu of spec §2 as data: label key (`menu.*`), icon name, type, route, nested
 * entries. A link's permission and package permission are its route's (app/routes.ts), so a
 * guard changes in one place; groups carry their own menu-only permissions ('view menu
 * settings'). Visibility and rocket icons are computed from it in one place
 * (lib/access-rules.ts); the icon names are resolved by the side menu component.
 */
import {
  agencyLogoResource,
  agencyResource,
  bodyResource,
  brandResource,
  familyResource,
  groupResource,
  LEAD_CHANNELS,
  LEADS_FORWARD,
  leadSettingsResource,
  MAIL_OUTBOX,
  managerResource,
  modelResource,
  packageResource,
  permissionResource,
  promotionResource,
  roleResource,
  userResource,
  vehicleLimitResource,
} from '@vitrina/shared';
import type { MenuEntry } from '../lib/access-rules';
import { ROUTES } from './routes';

/** The route a link opens: its path, or the path before an optional last parameter (`/dashboard/:popup?`). */
function routeOf(to: string) {
  const route =
    ROUTES.find((candidate) => candidate.path === to) ??
    ROUTES.find((candidate) => candidate.path.replace(/\/:\w+\?$/, '') === to);
  if (!route) throw new Error(`The menu links to ${to}, which no route declares`);
  return route;
}

/** A link: the route's guards, unless `extra` says otherwise (the banners' menu permission). */
const single = (key: string, to: string, extra: Partial<MenuEntry> = {}): MenuEntry => {
  const { permission, packagePermission } = routeOf(to);
  return {
    key,
    label: key,
    type: 'single',
    to,
    ...(permission ? { permission } : {}),
    ...(packagePermission ? { packagePermission } : {}),
    ...extra,
  };
};

const group = (
  key: string,
  type: 'multi' | 'submulti',
  icon: string,
  children: MenuEntry[],
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ key, label: key, icon, type, children, ...extra });

const homeBanners: Partial<MenuEntry> = { permission: 'read home banners' };

export const MENU: MenuEntry[] = [
  group(
    'settings',
    'multi',
    'settings',
    [
      group(
        'banners',
        'submulti',
        'banners',
        [
          // Shown to whoever reads the home banners; the screens themselves need 'banners'.
          single('bannersHome', '/marketplace-banners', homeBanners),
          single('bannersNew', '/marketplace-banners/nuevos', homeBanners),
          single('bannersUsed', '/marketplace-banners/seminuevos', homeBanners),
          single('bannersCatalog', '/marketplace-banners/catalogos'),
        ],
        { permission: 'banners' },
      ),
      single('blog', '/blog', { icon: 'blog' }),
      single('bodies', bodyResource.screens.list, { icon: 'bodies' }),
      single('logo', agencyLogoResource.screens.edit, { icon: 'logo' }),
      group('catalogs', 'submulti', 'catalogs', [
        single('brands', brandResource.screens.list),
        single('models', modelResource.screens.list),
      ]),
      single('metaConditionals', '/condicionales-meta', { icon: 'conditionals' }),
      single('billing', '/dealership-membership/billing', { icon: 'billing' }),
      single('newPhotos', '/brand-new-vehicle/photos', { icon: 'photos' }),
      single('vehiclesNumber', vehicleLimitResource.screens.list, { icon: 'vehiclesNumber' }),
      single('leadAutomation', leadSettingsResource.screens.edit, { icon: 'leadAutomation' }),
      single('packages', packageResource.screens.list, { icon: 'packages' }),
      single('promotions', promotionResource.screens.list, { icon: 'promotions' }),
      single('popups', '/popups', { icon: 'popups' }),
      single(LEADS_FORWARD.menuLabel, LEADS_FORWARD.path, { icon: 'forward' }),
      single('reports', '/reports', { icon: 'reports' }),
      single('internalTutorials', '/internal-tutorials', { icon: 'school' }),
      group('acl', 'submulti', 'acl', [
        single('users', userResource.screens.list),
        single('roles', roleResource.screens.list),
        single('permissions', permissionResource.screens.list),
        single('mailOutbox', MAIL_OUTBOX.screen),
      ]),
    ],
    { permission: 'view menu settings' },
  ),
  group(
    'clients',
    'multi',
    'clients',
    [
      single('agencies', agencyResource.screens.list),
      single('groups', groupResource.screens.list),
      single('managers', managerResource.screens.list),
      single('families', familyResource.screens.list),
    ],
    { permission: 'view menu clients' },
  ),
  group(
    'analytics',
    'multi',
    'analytics',
    [
      single('analyticsGeneral', '/dashboard'),
      single('leadPerformanceUsed', '/dealers-lead-performance/used'),
      single('leadPerformanceNew', '/dealers-lead-performance/brand-new'),
      single('dealershipsAndMembers', '/dashboard/cardealerships-and-members'),
      single('adAnalytics', '/analitica-ad'),
      single('interactions', '/tabla-interacciones'),
    ],
    { permission: 'read analytics general' },
  ),
  group(
    'inventory',
    'multi',
    'inventory',
    [
      single('usedCars', '/inventory'),
      single('soldUsedCars', '/sold-inventory'),
      single('newCars', '/brand-new-inventory'),
    ],
    { permission: 'list inventory' },
  ),
  group(
    'leads',
    'multi',
    'leads',
    LEAD_CHANNELS.flatMap((channel) =>
      'menuLabel' in channel ? [single(channel.menuLabel, channel.path)] : [],
    ),
  ),
  single('activeAuctions', '/subastas-activas', { icon: 'auctions' }),
  single('buyerAlerts', '/find-cars', { icon: 'alerts' }),
  single('verification', '/verification', { icon: 'verification' }),
  group(
    'integrations',
    'multi',
    'integrations',
    [single('mercadoLibre', '/integrations'), single('metaCatalog', '/integrations/meta-catalog')],
    { permission: 'read integrations', packagePermission: 'view menu integrations' },
  ),
  single('tutorials', '/tutorials', { icon: 'tutorials' }),
  group('commercialOffer', 'multi', 'offer', [
    single('offerUsed', '/commercial-offer/used'),
    single('offerNew', '/comercial-offer/brand-new'),
  ]),
  single('whatsapp', '/whatsapp', { icon: 'whatsapp' }),
];
