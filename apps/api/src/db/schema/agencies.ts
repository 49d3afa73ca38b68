import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { nameKey, timestamps } from './columns';

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  monthly_price_cents: integer('monthly_price_cents').notNull().default(0),
  used_vehicle_limit: integer('used_vehicle_limit').notNull().default(0),
  new_vehicle_limit: integer('new_vehicle_limit').notNull().default(0),
  ...timestamps,
});

/** A package's `permissions_for_package`: names from the shared PACKAGE_PERMISSIONS catalogue. */
export const packagePermissions = pgTable(
  'package_permissions',
  {
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.permission] })],
);

/** A group: the business that owns several agencies. */
export const dealershipGroups = pgTable(
  'dealership_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealership_groups_name_key').on(nameKey(t.name)),
    index('dealership_groups_name_order').on(nameKey(t.name), t.id),
  ],
);

/** A family: a brand network across groups (e.g. every Nissan agency). */
export const dealershipFamilies = pgTable(
  'dealership_families',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealership_families_name_key').on(nameKey(t.name)),
    index('dealership_families_name_order').on(nameKey(t.name), t.id),
  ],
);

/**
 * The official SEPOMEX catalogue of Correos de México: one row per settlement (asentamiento).
 * A postal code has one or more settlements; the import keys rows by their official ids, so
 * loading the same file twice changes nothing.
 */
export const sepomex = pgTable(
  'sepomex',
  {
    id: serial('id').primaryKey(),
    postal_code: text('postal_code').notNull(),
    settlement: text('settlement').notNull(),
    settlement_type: text('settlement_type').notNull(),
    municipality: text('municipality').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull().default(''),
    zone: text('zone').notNull().default(''),
    state_code: text('state_code').notNull(),
    municipality_code: text('municipality_code').notNull(),
    settlement_code: text('settlement_code').notNull(),
  },
  (t) => [
    uniqueIndex('sepomex_official_key').on(
      t.state_code,
      t.municipality_code,
      t.settlement_code,
      t.postal_code,
    ),
    index('sepomex_postal_code_idx').on(t.postal_code),
  ],
);

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    legal_name: text('legal_name').notNull().default(''),
    /** Registro Federal de Contribuyentes, validated by the shared schema (12 characters for companies). */
    rfc: text('rfc'),
    group_id: integer('group_id').references(() => dealershipGroups.id, { onDelete: 'set null' }),
    family_id: integer('family_id').references(() => dealershipFamilies.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    postal_code: text('postal_code'),
    /** The settlement chosen from the postal code's SEPOMEX list (state, municipality, settlement). */
    sepomex_id: integer('sepomex_id').references(() => sepomex.id, { onDelete: 'set null' }),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    /** Storage key of the logo's variants (image pipeline), null without a logo. */
    logo_path: text('logo_path'),
    /** Published used vehicles allowed; null follows the package's `used_vehicle_limit`. */
    used_vehicle_limit: integer('used_vehicle_limit'),
    /** Days in stock past which a used vehicle's aging badge is highlighted (PRODUCT.md "Inventory"). */
    aging_threshold_days: integer('aging_threshold_days').notNull().default(90),
    is_premium: boolean('is_premium').notNull().default(false),
    is_preowened: boolean('is_preowened').notNull().default(true),
    membership_status: text('membership_status').notNull().default('Activo'),
    package_id: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    waba_id: text('waba_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'agencies_membership_status_check',
      sql`${t.membership_status} in ('Activo', 'Prueba', 'Suspendido', 'Cancelado')`,
    ),
    check('agencies_used_vehicle_limit_check', sql`${t.used_vehicle_limit} >= 0`),
    index('agencies_group_idx').on(t.group_id),
    index('agencies_family_idx').on(t.family_id),
    index('agencies_package_idx').on(t.package_id),
    index('agencies_name_order').on(nameKey(t.name), t.id),
    // The list's other sorts, so a page stops after 25 rows instead of sorting every agency.
    index('agencies_created_order').on(t.created_at, t.id),
    index('agencies_membership_order').on(t.membership_status, nameKey(t.name), t.id),
    index('agencies_name_trgm').using('gin', sql`${nameKey(t.name)} gin_trgm_ops`),
  ],
);

export const agencyUser = pgTable(
  'agency_user',
  {
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agency_id, t.user_id] }), index('agency_user_user_idx').on(t.user_id)],
);

/** A discount for new or used vehicles, offered to some agencies for a period. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `new` or `used` (spec §7 `promotions/type/{type}`). */
    type: text('type').notNull(),
    /** `percent` (value in hundredths of a percent) or `amount` (value in centavos). */
    discount_kind: text('discount_kind').notNull(),
    discount_value: integer('discount_value').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('promotions_type_check', sql`${t.type} in ('new', 'used')`),
    check('promotions_discount_kind_check', sql`${t.discount_kind} in ('percent', 'amount')`),
    check(
      'promotions_discount_value_check',
      sql`${t.discount_value} > 0 and (${t.discount_kind} <> 'percent' or ${t.discount_value} <= 10000)`,
    ),
    check('promotions_dates_check', sql`${t.ends_on} >= ${t.starts_on}`),
    index('promotions_type_idx').on(t.type, t.starts_on),
  ],
);

export const promotionAgencies = pgTable(
  'promotion_agencies',
  {
    promotion_id: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotion_id, t.agency_id] }),
    index('promotion_agencies_agency_idx').on(t.agency_id),
  ],
);
