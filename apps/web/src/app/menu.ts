/**
 * The side menu of spec §2 as data: label key (`menu.*`), icon name, type, route, permission,
 * package permission, nested entries. Visibility and rocket icons are computed from it in one
 * place (lib/access-rules.ts); the icon names are resolved by the side menu component.
 */
import { LEAD_CHANNELS, LEADS_FORWARD } from '@vitrina/shared';
import type { MenuEntry } from '../lib/access-rules';

const single = (key: string, to: string, permission: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  key,
  label: key,
  type: 'single',
  to,
  permission,
  ...extra,
});

const group = (
  key: string,
  type: 'multi' | 'submulti',
  icon: string,
  children: MenuEntry[],
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ key, label: key, icon, type, children, ...extra });

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
          single('bannersHome', '/marketplace-banners', 'read home banners'),
          single('bannersNew', '/marketplace-banners/nuevos', 'read home banners'),
          single('bannersUsed', '/marketplace-banners/seminuevos', 'read home banners'),
          single('bannersCatalog', '/marketplace-banners/catalogos', 'read banners catalog'),
        ],
        { permission: 'banners' },
      ),
      single('blog', '/blog', 'read blog', { icon: 'blog' }),
      single('bodies', '/bodies', 'read bodies', { icon: 'bodies' }),
      single('logo', '/update-logo', 'read logo', { icon: 'logo' }),
      group('catalogs', 'submulti', 'catalogs', [
        single('brands', '/catalogs/brands', 'read brand catalog'),
        single('models', '/catalogs/models', 'read model catalog'),
      ]),
      single('metaConditionals', '/condicionales-meta', 'read meta-conditionals', { icon: 'conditionals' }),
      single('billing', '/dealership-membership/billing', 'read billing', { icon: 'billing' }),
      single('newPhotos', '/brand-new-vehicle/photos', 'read new vehicles photo', { icon: 'photos' }),
      single('vehiclesNumber', '/settings/vehicles-number', 'read used vehicles number', {
        icon: 'vehiclesNumber',
      }),
      single('packages', '/packages', 'read promotions', { icon: 'packages' }),
      single('promotions', '/promotions', 'read promotions', { icon: 'promotions' }),
      single('popups', '/popups', 'read popups', { icon: 'popups' }),
      single(LEADS_FORWARD.menuLabel, LEADS_FORWARD.path, LEADS_FORWARD.permission, { icon: 'forward' }),
      single('reports', '/reports', 'read reports', { icon: 'reports' }),
      single('internalTutorials', '/internal-tutorials', 'read internal-tutorials', { icon: 'school' }),
      group('acl', 'submulti', 'acl', [
        single('users', '/users', 'read users'),
        single('roles', '/roles', 'read role'),
        single('permissions', '/permissions', 'read permission'),
      ]),
    ],
    { permission: 'view menu settings' },
  ),
  group(
    'clients',
    'multi',
    'clients',
    [
      single('agencies', '/agencies', 'list agencies'),
      single('groups', '/cardealership/group', 'read dealership group'),
      single('managers', '/managers', 'list managers'),
      single('families', '/cardealership/family', 'read dealership family'),
    ],
    { permission: 'view menu clients' },
  ),
  group(
    'analytics',
    'multi',
    'analytics',
    [
      single('analyticsGeneral', '/dashboard', 'read analytics general', {
        packagePermission: 'view analytics general',
      }),
      single('leadPerformanceUsed', '/dealers-lead-performance/used', 'read analytics used vehicles'),
      single('leadPerformanceNew', '/dealers-lead-performance/brand-new', 'read analytics new vehicles'),
      single('dealershipsAndMembers', '/dashboard/cardealerships-and-members', 'read analytics general', {
        packagePermission: 'view analytics cardealership and members',
      }),
      single('adAnalytics', '/analitica-ad', 'read ad-analytic'),
      single('interactions', '/tabla-interacciones', 'read ad-analytic'),
    ],
    { permission: 'read analytics general' },
  ),
  group(
    'inventory',
    'multi',
    'inventory',
    [
      single('usedCars', '/inventory', 'list inventory', { packagePermission: 'view used vehicles' }),
      single('soldUsedCars', '/sold-inventory', 'read inventory sold', {
        packagePermission: 'view used vehicles',
      }),
      single('newCars', '/brand-new-inventory', 'brand-new inventory', {
        packagePermission: 'view new vehicles',
      }),
    ],
    { permission: 'list inventory' },
  ),
  group(
    'leads',
    'multi',
    'leads',
    LEAD_CHANNELS.flatMap((channel) =>
      'menuLabel' in channel
        ? [
            single(channel.menuLabel, channel.path, channel.permission, {
              packagePermission: channel.packagePermission,
            }),
          ]
        : [],
    ),
  ),
  single('activeAuctions', '/subastas-activas', 'read active-auctions', {
    icon: 'auctions',
    packagePermission: 'view auctions',
  }),
  single('findCars', '/find-cars', 'read find-cars', {
    icon: 'alerts',
    packagePermission: 'view marketplace alerts',
  }),
  single('verification', '/verification', 'read verification', { icon: 'verification' }),
  group(
    'integrations',
    'multi',
    'integrations',
    [
      single('mercadoLibre', '/integrations', 'read integrations', {
        packagePermission: 'view mercado libre',
      }),
      single('metaCatalog', '/integrations/meta-catalog', 'read integrations', {
        packagePermission: 'view meta catalogs',
      }),
    ],
    { permission: 'read integrations', packagePermission: 'view menu integrations' },
  ),
  single('tutorials', '/tutorials', 'read tutorials', {
    icon: 'tutorials',
    packagePermission: 'view tutorials',
  }),
  group('commercialOffer', 'multi', 'offer', [
    single('offerUsed', '/commercial-offer/used', 'read commercial offer used', {
      packagePermission: 'view commercial offer used vehicles',
    }),
    single('offerNew', '/comercial-offer/brand-new', 'read commercial offer new vehicle', {
      packagePermission: 'view commercial offer new vehicles',
    }),
  ]),
  single('whatsapp', '/whatsapp', 'campañas whatsapp', {
    icon: 'whatsapp',
    packagePermission: 'campañas whatsapp',
  }),
];
