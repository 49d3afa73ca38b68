/**
 * The demo inventory: about 600 used vehicles across the demo dealerships that may have them
 * (`is_preowened` and a package with `view used vehicles`), 150 new ones where new cars are
 * allowed (`is_premium` and `view new vehicles`), and the stock photo sets of most of the new
 * vehicles' catalog years. Everything comes from the catalog as it is (real brands, models,
 * versions and years); prices follow the year's list price, depreciated by age and mileage.
 *
 * Deterministic: one seeded random source per dealership (its name), so the same database gets
 * the same vehicles; dates count back from today in Mexico City. Idempotent: a dealership that
 * has any used vehicle (even a deleted one) gets no more, one that has any new vehicle no more
 * new ones, and a catalog year that has a photo set keeps it. Bulk SQL: one statement per table.
 *
 * With `images` (the upload storage, as `npm start` seeds), vehicles and sets get drawn photos
 * (inventory-images.ts); without it (the tests), the same rows without photos. What to seed is
 * planned in inventory-plan.ts; this file reads the database and writes the plan.
 */
import { vehicleSearchText } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { ImageVariants } from '../../lib/images';
import {
  AUCTION_GALLERY,
  type GalleryKind,
  PHOTO_SET_GALLERY,
  USED_VEHICLE_GALLERY,
} from '../../lib/photo-gallery';
import { insertJson } from '../bulk-insert';
import type { Tx } from '../client';
import { list, queryRows } from '../query';
import type { CatalogImages } from './catalog-images';
import { addDays, type Clock, clockInMexico, iso, moment } from './inventory-calendar';
import { Random } from './inventory-data';
import {
  type Drawing,
  drawingKey,
  renderDrawings,
  type StoredPictures,
  storeCopies,
} from './inventory-images';
import {
  type Agency,
  type CatalogEntry,
  type PlannedNew,
  type PlannedUsed,
  planNewVehicles,
  planUsedVehicles,
  setGallery,
} from './inventory-plan';

export const DEMO_USED_VEHICLES = 600;
export const DEMO_NEW_VEHICLES = 150;

/** How the used vehicles are shared out: the used-car lot holds most; unknown dealerships 1. */
const USED_SHARE: Record<string, number> = {
  'Del Valle Polanco': 3,
  'Del Valle Satélite Seminuevos': 4,
  'Motormex Monterrey': 2,
  'Motormex Guadalajara': 1,
};

// What the seed reads ---------------------------------------------------------------------------

async function demoAgencies(tx: Tx, agencyIds: number[]): Promise<Agency[]> {
  if (agencyIds.length === 0) return [];
  return queryRows<Agency>(
    tx,
    sql`select a.id, a.name, a.is_premium, a.is_preowened,
               coalesce(a.used_vehicle_limit, p.used_vehicle_limit, 0)::int as used_limit,
               coalesce((select array_agg(pp.permission) from package_permissions pp where pp.package_id = a.package_id),
                        '{}') as permissions,
               f.name as family,
               (select au.user_id from agency_user au join users u on u.id = au.user_id
                 where au.agency_id = a.id and u.status = 1 and u.deleted_at is null
                 order by au.user_id limit 1) as user_id,
               exists (select 1 from vehicles v where v.agency_id = a.id) as has_used,
               exists (select 1 from new_vehicles n where n.agency_id = a.id) as has_new
          from agencies a
          left join packages p on p.id = a.package_id
          left join dealership_families f on f.id = a.family_id
         where a.id in ${list(agencyIds)} and a.deleted_at is null
         order by a.id`,
  );
}

/** Every active catalog year with its names, as vehicles copy them. */
export async function catalogEntries(tx: Tx): Promise<CatalogEntry[]> {
  return queryRows<CatalogEntry>(
    tx,
    sql`select y.id as catalog_year_id, y.year, y.list_price_cents::float8 as list_price_cents,
               b.id as brand_id, b.name as brand, m.id as model_id, m.name as model,
               v.id as version_id, v.name as version, m.body_id, coalesce(bd.name, '') as body,
               v.transmission, v.fuel
          from catalog_years y
          join catalog_versions v on v.id = y.version_id
          join catalog_models m on m.id = v.model_id
          join catalog_brands b on b.id = m.brand_id
          left join catalog_bodies bd on bd.id = m.body_id
         where y.active and v.active and m.active and b.active and y.list_price_cents > 0
         order by y.id`,
  );
}

// Writing ---------------------------------------------------------------------------------------

const USED_COLUMNS = {
  agency_id: 'integer',
  catalog_year_id: 'integer',
  brand_id: 'integer',
  model_id: 'integer',
  version_id: 'integer',
  year: 'smallint',
  search_text: 'text',
  body_id: 'integer',
  vin: 'text',
  stock_number: 'text',
  mileage_km: 'integer',
  exterior_color: 'text',
  interior_color: 'text',
  transmission: 'text',
  fuel: 'text',
  drivetrain: 'text',
  doors: 'smallint',
  passengers: 'smallint',
  engine: 'text',
  price_cents: 'bigint',
  offer_price_cents: 'bigint',
  description: 'text',
  equipment: 'text[]',
  first_on_lot: 'date',
  status: 'text',
  deposit_cents: 'bigint',
  reserved_on: 'date',
  reserved_for: 'text',
  sold_on: 'date',
  sale_price_cents: 'bigint',
  buyer_name: 'text',
  published_marketplace: 'boolean',
  published_mercadolibre: 'boolean',
  published_meta: 'boolean',
  created_by: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

const NEW_COLUMNS = {
  agency_id: 'integer',
  catalog_year_id: 'integer',
  brand_id: 'integer',
  model_id: 'integer',
  version_id: 'integer',
  year: 'smallint',
  search_text: 'text',
  price_cents: 'bigint',
  promotional_price_cents: 'bigint',
  colors: 'text[]',
  stock_units: 'integer',
  status: 'text',
  published: 'boolean',
  description: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/**
 * Stores every photo of the galleries (their pictures drawn already) under a key of its own,
 * inserts the photo rows in order and sets each parent's cover (position 0) and count, as
 * uploads through the photo routes (lib/photo-gallery.ts) would leave them.
 */
async function attachPhotos(
  tx: Tx,
  images: CatalogImages,
  target: GalleryKind,
  galleries: { id: number; photos: Drawing[]; created_at: string }[],
  rendered: Map<string, ImageVariants>,
  stored: StoredPictures,
): Promise<void> {
  const photos = galleries.flatMap((g) =>
    g.photos.map((drawing, position) => ({ owner: g.id, position, drawing, created_at: g.created_at })),
  );
  if (photos.length === 0) return;
  const keys = await storeCopies(
    images,
    target.prefix,
    photos.map((photo) => {
      const picture = drawingKey(photo.drawing);
      return { picture, variants: rendered.get(picture)! };
    }),
    stored,
  );
  const rows = photos.map((photo, index) => ({
    [target.owner]: photo.owner,
    path: keys[index]!,
    position: photo.position,
    created_at: photo.created_at,
  }));
  await insertJson(
    tx,
    target.photos,
    { [target.owner]: 'integer', path: 'text', position: 'smallint', created_at: 'timestamptz' },
    rows,
  );
  await tx.execute(sql`
    update ${sql.identifier(target.parent)} p
       set cover_path = g.cover_path, photos_count = g.photos_count
      from (select ${sql.identifier(target.owner)} as owner_id,
                   (array_agg(path order by position))[1] as cover_path, count(*)::smallint as photos_count
              from ${sql.identifier(target.photos)}
             where ${sql.identifier(target.owner)} in ${list(galleries.map((g) => g.id))}
             group by 1) g
     where p.id = g.owner_id`);
}

interface SeededUsed {
  id: number;
  agency_id: number;
  stock_number: string;
}

async function writeUsed(
  tx: Tx,
  planned: PlannedUsed[],
  users: Map<number, number | null>,
): Promise<SeededUsed[]> {
  const inserted = await insertJson<SeededUsed>(
    tx,
    'vehicles',
    USED_COLUMNS,
    planned.map((p) => p.row),
    'id, agency_id, stock_number',
  );
  const ids = new Map(inserted.map((row) => [`${row.agency_id}/${row.stock_number}`, row.id]));
  const idOf = (p: PlannedUsed) => ids.get(`${p.row.agency_id}/${p.row.stock_number}`);
  const written = planned.filter((p) => idOf(p) !== undefined);
  await insertJson(
    tx,
    'vehicle_status_changes',
    {
      vehicle_id: 'integer',
      user_id: 'integer',
      from_status: 'text',
      to_status: 'text',
      details: 'jsonb',
      created_at: 'timestamptz',
    },
    written.flatMap((p) =>
      p.history.map(({ at: moment, ...h }) => ({
        vehicle_id: idOf(p),
        user_id: users.get(p.row.agency_id) ?? null,
        ...h,
        created_at: iso(moment),
      })),
    ),
  );
  await insertJson(
    tx,
    'vehicle_price_changes',
    {
      vehicle_id: 'integer',
      user_id: 'integer',
      old_price_cents: 'bigint',
      new_price_cents: 'bigint',
      old_offer_price_cents: 'bigint',
      new_offer_price_cents: 'bigint',
      created_at: 'timestamptz',
    },
    written.flatMap((p) =>
      p.prices.map(({ at: moment, ...c }) => ({
        vehicle_id: idOf(p),
        user_id: users.get(p.row.agency_id) ?? null,
        ...c,
        created_at: iso(moment),
      })),
    ),
  );
  return inserted;
}

/** Stock photo sets for most of the new vehicles' catalog years (those without one yet). */
async function writePhotoSets(tx: Tx, planned: PlannedNew[], clock: Clock) {
  const { today } = clock;
  const random = new Random('photo-sets');
  const years = new Map<number, CatalogEntry>();
  for (const { entry } of planned) years.set(entry.catalog_year_id, entry);
  const rows = [...years.values()]
    .filter(() => random.chance(0.85))
    .map((entry) => {
      const createdAt = iso(moment(clock, random, addDays(today, -random.int(30, 180))));
      return {
        catalog_year_id: entry.catalog_year_id,
        brand_id: entry.brand_id,
        model_id: entry.model_id,
        version_id: entry.version_id,
        year: entry.year,
        search_text: vehicleSearchText([entry.brand, entry.model, entry.version, entry.year]),
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
  const created = await insertJson<{ id: number; catalog_year_id: number }>(
    tx,
    'new_vehicle_photo_sets',
    {
      catalog_year_id: 'integer',
      brand_id: 'integer',
      model_id: 'integer',
      version_id: 'integer',
      year: 'smallint',
      search_text: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
    'id, catalog_year_id',
  );
  const createdAt = new Map(rows.map((row) => [row.catalog_year_id, row.created_at]));
  return created.map((set) => ({
    id: set.id,
    created_at: createdAt.get(set.catalog_year_id)!,
    photos: setGallery(years.get(set.catalog_year_id)!),
  }));
}

/**
 * Seeds the demo inventory of the given dealerships (demo.ts passes its own). See the top of
 * this file for what, and why running it again changes nothing.
 */
export async function seedInventoryDemo(
  tx: Tx,
  agencyIds: number[],
  images?: CatalogImages,
  clock = clockInMexico(),
): Promise<void> {
  const agencies = await demoAgencies(tx, agencyIds);
  const used = agencies.filter(
    (a) => !a.has_used && a.is_preowened && a.permissions.includes('view used vehicles'),
  );
  const fresh = agencies.filter(
    (a) => !a.has_new && a.is_premium && a.permissions.includes('view new vehicles'),
  );
  if (used.length === 0 && fresh.length === 0) return;
  const entries = await catalogEntries(tx);
  if (entries.length === 0) return;

  // Used vehicles, shared out by USED_SHARE among the dealerships that may have them.
  const eligible = agencies.filter((a) => a.is_preowened && a.permissions.includes('view used vehicles'));
  const shareOf = (a: Agency) => USED_SHARE[a.name] ?? 1;
  const shares = eligible.reduce((sum, a) => sum + shareOf(a), 0);
  const plannedUsed = used.flatMap((agency) =>
    planUsedVehicles(agency, Math.round((DEMO_USED_VEHICLES * shareOf(agency)) / shares), entries, clock),
  );
  const freshEligible = agencies.filter((a) => a.is_premium && a.permissions.includes('view new vehicles'));
  const plannedNew = fresh.flatMap((agency) =>
    planNewVehicles(agency, Math.round(DEMO_NEW_VEHICLES / freshEligible.length), entries, clock),
  );

  const users = new Map(agencies.map((a) => [a.id, a.user_id]));
  const seededUsed = await writeUsed(tx, plannedUsed, users);
  await insertJson(
    tx,
    'new_vehicles',
    NEW_COLUMNS,
    plannedNew.map((p) => p.row),
  );
  const sets = await writePhotoSets(tx, plannedNew, clock);

  if (!images) return;
  const byStock = new Map(plannedUsed.map((p) => [`${p.row.agency_id}/${p.row.stock_number}`, p]));
  const vehicleGalleries = seededUsed.map((row) => {
    const plan = byStock.get(`${row.agency_id}/${row.stock_number}`)!;
    return { id: row.id, photos: plan.photos, created_at: plan.row.created_at };
  });
  const rendered = await renderDrawings([...vehicleGalleries, ...sets].flatMap((g) => g.photos));
  const stored: StoredPictures = new Map();
  await attachPhotos(tx, images, USED_VEHICLE_GALLERY, vehicleGalleries, rendered, stored);
  await attachPhotos(tx, images, PHOTO_SET_GALLERY, sets, rendered, stored);
}

/**
 * Drawn photos for the demo auctions (`seedDemoAuctions` creates them without any): each its
 * model's gallery, as a stock photo set of its catalog year would have, so the auctions' cards
 * and pages show the car on a fresh install.
 */
export async function seedAuctionPhotosDemo(
  tx: Tx,
  auctions: readonly { id: number; catalog_year_id: number }[],
  images?: CatalogImages,
): Promise<void> {
  if (!images || auctions.length === 0) return;
  const entries = new Map((await catalogEntries(tx)).map((entry) => [entry.catalog_year_id, entry]));
  const created_at = new Date().toISOString();
  const galleries = auctions.flatMap((auction) => {
    const entry = entries.get(auction.catalog_year_id);
    return entry ? [{ id: auction.id, photos: setGallery(entry), created_at }] : [];
  });
  const rendered = await renderDrawings(galleries.flatMap((gallery) => gallery.photos));
  await attachPhotos(tx, images, AUCTION_GALLERY, galleries, rendered, new Map());
}
