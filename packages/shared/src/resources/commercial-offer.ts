/**
 * The commercial offer (`/commercial-offer/used`, `/comercial-offer/brand-new`, spelled so in the
 * specification): the packages and promotions a dealership can contract for used or new
 * vehicles, compared with its current package, and the upgrade requests it sends from there,
 * which administrators see and mark handled.
 */
import { z } from 'zod';
import { MAX_ID, recordIdSchema } from '../list-query';
import { PACKAGE_PERMISSIONS, type PackagePermission, type Permission } from '../permissions';
import { defineResource } from '../resource';
import { promotionInForce } from './packages';

export const OFFER_TYPES = ['used', 'new'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Each offer's screen, API path, permission and package permission (spec §2). */
export const COMMERCIAL_OFFERS = {
  used: {
    screen: '/commercial-offer/used',
    api: '/mi-vitrina/commercial-offer/used',
    permission: 'read commercial offer used',
    packagePermission: 'view commercial offer used vehicles',
  },
  new: {
    screen: '/comercial-offer/brand-new',
    api: '/mi-vitrina/commercial-offer/new',
    permission: 'read commercial offer new vehicle',
    packagePermission: 'view commercial offer new vehicles',
  },
} as const satisfies Record<
  OfferType,
  { screen: string; api: string; permission: Permission; packagePermission: PackagePermission }
>;

/**
 * The modules an offer compares, in the order the screen lists them: what a package unlocks for
 * that kind of vehicle first, then what every dealership shares.
 */
const SHARED_MODULES: PackagePermission[] = [
  'view facebook leads',
  'view appointments leads',
  'view vehicle service leads',
  'view auto body-and-paint leads',
  'view vehicle-car-parts leads',
  'view menu integrations',
  'view mercado libre',
  'view meta catalogs',
  'campañas whatsapp',
  'view analytics general',
  'view analytics cardealership and members',
  'view tutorials',
];
export const OFFER_MODULES: Record<OfferType, readonly PackagePermission[]> = {
  used: [
    'view used vehicles',
    'view used vehicles leads',
    'view marketplace alerts',
    'view marketplace alerts leads',
    'view auctions',
    'view auction bid leads',
    'view commercial offer used vehicles',
    ...SHARED_MODULES,
  ],
  new: [
    'view new vehicles',
    'view new vehicles leads',
    'view commercial offer new vehicles',
    ...SHARED_MODULES,
  ],
};

/** Which offer shows a module that the dealership lacks (the rocket's and /cannot-access's link). */
export function offerTypeFor(module: string | null | undefined): OfferType {
  return module &&
    OFFER_MODULES.new.includes(module as PackagePermission) &&
    !OFFER_MODULES.used.includes(module as PackagePermission)
    ? 'new'
    : 'used';
}

export const offerPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monthly_price: z.number(),
  /** Used or new vehicles it allows, by the offer's type. */
  vehicle_limit: z.number().int(),
  permissions: z.array(z.string()),
  /** The dealership's own package. */
  current: z.boolean(),
  /** The offer's modules it has and the current package lacks. */
  adds: z.array(z.string()),
});
export type OfferPackage = z.infer<typeof offerPackage>;

export const offerQuery = z.object({
  agency: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});

export const offerAnswer = z.object({
  data: z.object({
    type: z.enum(OFFER_TYPES),
    /** Null for "Todas" or a dealership without a package. */
    current_package_id: z.number().int().nullable(),
    modules: z.array(z.string()),
    packages: z.array(offerPackage),
    promotions: z.array(promotionInForce),
    /** The dealership's pending requests of this type, by package. */
    pending_package_ids: z.array(z.number().int()),
  }),
});
export type CommercialOffer = z.infer<typeof offerAnswer>['data'];

// Upgrade requests -------------------------------------------------------------------------------

export const UPGRADE_REQUEST_STATUSES = ['pending', 'handled'] as const;
export type UpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

export const upgradeRequestInput = z.object({
  agency_id: recordIdSchema,
  package_id: recordIdSchema,
  /** The module the dealership was missing when it came from a rocket or /cannot-access. */
  module: z.enum(PACKAGE_PERMISSIONS, { error: 'offer.module_unknown' }).nullable().default(null),
  message: z.string().trim().max(1000).default(''),
});
export type UpgradeRequestInput = z.input<typeof upgradeRequestInput>;

export const upgradeRequest = z.object({
  id: z.number().int(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  type: z.enum(OFFER_TYPES),
  package_id: z.number().int().nullable(),
  package_name: z.string(),
  current_package_name: z.string(),
  module: z.string().nullable(),
  message: z.string(),
  requested_by_name: z.string(),
  requested_by_email: z.string(),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequest>;

/** The administrators' list of upgrade requests, shown on the commercial offer screens. */
export const upgradeRequestResource = defineResource({
  name: 'upgrade-requests',
  api: '/mi-vitrina/upgrade-requests',
  screens: { list: COMMERCIAL_OFFERS.used.screen },
  owner: 'platform',
  permissions: { read: 'update commercial offer', update: 'update commercial offer' },
  sortable: ['created_at', 'agency_name', 'status'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  search: ['agency_name'],
  filters: {
    status: z.enum(UPGRADE_REQUEST_STATUSES).optional(),
    type: z.enum(OFFER_TYPES).optional(),
  },
  schemas: { item: upgradeRequest },
});

/** A request's answer, with what to tell the user. */
export const upgradeRequestCreated = z.object({ message: z.string(), data: upgradeRequest });
