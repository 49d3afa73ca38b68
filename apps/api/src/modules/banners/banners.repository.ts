import {
  type BannerPlacement,
  bannerResource,
  CATALOG_BANNER_PLACEMENT,
  catalogBannerResource,
  mexicoCityDay,
  type SortField,
} from '@vitrina/shared';
import { eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, queryRow, queryRows } from '../../db/query';
import { banners } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, idFilter } from '../../lib/sql-fragments';

/** A banner as stored, with its dates and timestamps as text. */
export interface BannerRow {
  id: number;
  placement: string;
  state_code: string | null;
  brand_id: number | null;
  brand_name: string | null;
  body_id: number | null;
  body_name: string | null;
  title: string;
  link: string | null;
  desktop_path: string | null;
  mobile_path: string | null;
  position: number;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

const select = sql`b.id, b.placement, b.state_code, b.brand_id, br.name as brand_name, b.body_id,
  bo.name as body_name, b.title, b.link, b.desktop_path, b.mobile_path, b.position,
  b.starts_on, b.ends_on, b.active,
  b.created_at, b.updated_at`;
const from = sql`banners b left join catalog_brands br on br.id = b.brand_id
  left join catalog_bodies bo on bo.id = b.body_id`;

/** The state placements' banners (never the catalog's: those are another resource). */
export const STATE_PLACEMENTS = sql`b.placement <> ${CATALOG_BANNER_PLACEMENT}`;
export const CATALOG_PLACEMENT = sql`b.placement = ${CATALOG_BANNER_PLACEMENT}`;
/** The same two, for the table's own row writes (`lockRow`'s `within`). */
export const STATE_ROWS = ne(banners.placement, CATALOG_BANNER_PLACEMENT);
export const CATALOG_ROWS = eq(banners.placement, CATALOG_BANNER_PLACEMENT);

export function bannerSource(
  filters: {
    placement?: BannerPlacement | undefined;
    state_code?: string | undefined;
    active?: boolean | undefined;
  } = {},
): ListSource<SortField<typeof bannerResource>> {
  return {
    select,
    from,
    where: [
      STATE_PLACEMENTS,
      filters.placement ? sql`b.placement = ${filters.placement}` : undefined,
      filters.state_code ? sql`b.state_code = ${filters.state_code}` : undefined,
      activeFilter(sql`b.active`, filters.active),
    ],
    sortable: {
      position: sql`b.position`,
      title: sql`lower(b.title)`,
      state_code: sql`b.state_code`,
      starts_on: sql`b.starts_on`,
      ends_on: sql`b.ends_on`,
      created_at: sql`b.created_at`,
      updated_at: sql`b.updated_at`,
    },
    defaultSort: bannerResource.defaultSort,
    tiebreaker: sql`b.id`,
    search: [sql`b.title`],
  };
}

export function catalogBannerSource(
  filters: { brand_id?: number | undefined; body_id?: number | undefined; active?: boolean | undefined } = {},
): ListSource<SortField<typeof catalogBannerResource>> {
  return {
    select,
    from,
    where: [
      CATALOG_PLACEMENT,
      idFilter(sql`b.brand_id`, filters.brand_id),
      idFilter(sql`b.body_id`, filters.body_id),
      activeFilter(sql`b.active`, filters.active),
    ],
    sortable: {
      position: sql`b.position`,
      title: sql`lower(b.title)`,
      brand_name: sql`lower(br.name)`,
      body_name: sql`lower(bo.name)`,
      starts_on: sql`b.starts_on`,
      ends_on: sql`b.ends_on`,
      created_at: sql`b.created_at`,
      updated_at: sql`b.updated_at`,
    },
    defaultSort: catalogBannerResource.defaultSort,
    tiebreaker: sql`b.id`,
    search: [sql`b.title`],
  };
}

/** One banner of the state placements (`within` STATE_PLACEMENTS) or the catalog's. */
export function findBanner(db: Db | Tx, id: number, within: SQL): Promise<BannerRow | undefined> {
  return queryRow<BannerRow>(db, sql`select ${select} from ${from} where b.id = ${id} and ${within}`);
}

export function findNationalBanner(db: Db | Tx, placement: BannerPlacement): Promise<BannerRow | undefined> {
  return queryRow<BannerRow>(
    db,
    sql`select ${select} from ${from} where b.placement = ${placement} and b.state_code is null`,
  );
}

const images = (row: BannerRow, publicBase: string) => ({
  desktop: imageUrls(row.desktop_path, publicBase),
  mobile: imageUrls(row.mobile_path, publicBase),
});

const common = (row: BannerRow, publicBase: string) => ({
  id: row.id,
  title: row.title,
  link: row.link,
  ...images(row, publicBase),
  position: row.position,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  active: row.active,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toBanner = (row: BannerRow, publicBase: string) => ({
  ...common(row, publicBase),
  placement: row.placement as BannerPlacement,
  state_code: row.state_code,
});

export const toCatalogBanner = (row: BannerRow, publicBase: string) => ({
  ...common(row, publicBase),
  brand_id: row.brand_id,
  brand_name: row.brand_name,
  body_id: row.body_id,
  body_name: row.body_name,
});

/** A new banner goes last in its placement. */
export async function nextPosition(tx: Tx, placement: string): Promise<number> {
  const row = await queryRow<{ next: number }>(
    tx,
    sql`select coalesce(max(position), 0)::int + 1 as next from banners where placement = ${placement}`,
  );
  return row?.next ?? 1;
}

/**
 * Puts `ids` (banners of one placement) in this order, in the places they held between them; the
 * other banners keep theirs. Answers false when an id is not a banner of the placement (or repeats).
 */
export async function reorderBanners(tx: Tx, within: SQL, ids: readonly number[]): Promise<boolean> {
  if (new Set(ids).size !== ids.length) return false;
  const rows = await queryRows<{ id: number; position: number; placement: string }>(
    tx,
    sql`select b.id, b.position, b.placement from banners b
         where b.id = any(${intArray(ids)}) and ${within}
         order by b.position, b.id for update of b`,
  );
  if (rows.length !== ids.length || new Set(rows.map((row) => row.placement)).size !== 1) return false;
  // Places are made distinct first, so two banners that shared a position get one each.
  const places = rows.map((row) => row.position);
  for (let index = 1; index < places.length; index += 1) {
    places[index] = Math.max(places[index]!, places[index - 1]! + 1);
  }
  const values = ids.map((id, index) => sql`(${id}::int, ${places[index]}::int)`);
  await tx.execute(sql`update banners b set position = v.position, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, position)
    where b.id = v.id and b.position is distinct from v.position`);
  return true;
}

// The marketplace's read ---------------------------------------------------------------------

export interface PublicBannerRow {
  id: number;
  title: string;
  link: string | null;
  desktop_path: string;
  mobile_path: string;
  starts_on: string | null;
  ends_on: string | null;
}

/** What the marketplace shows on `day` (Mexico City): active, both images, within its dates. */
const liveOn = (day: string) => sql`b.active and b.desktop_path is not null and b.mobile_path is not null
  and (b.starts_on is null or b.starts_on <= ${day}::date)
  and (b.ends_on is null or b.ends_on >= ${day}::date)`;

async function liveRows(db: Db, where: SQL, now: Date): Promise<PublicBannerRow[]> {
  return queryRows<PublicBannerRow>(
    db,
    sql`select b.id, b.title, b.link, b.desktop_path, b.mobile_path,
               b.starts_on, b.ends_on
          from banners b
         where ${where} and ${liveOn(mexicoCityDay(now))}
         order by b.position, b.id`,
  );
}

/**
 * A placement's banners live at `now` for a state, in order; a state without any live banner (or
 * no state asked for) gets the national banner, when that one is live.
 */
export async function liveStateBanners(
  db: Db,
  placement: BannerPlacement,
  stateCode: string | null,
  now: Date,
): Promise<{ rows: PublicBannerRow[]; fallback: boolean }> {
  if (stateCode) {
    const rows = await liveRows(db, sql`b.placement = ${placement} and b.state_code = ${stateCode}`, now);
    if (rows.length > 0) return { rows, fallback: false };
  }
  const national = await liveRows(db, sql`b.placement = ${placement} and b.state_code is null`, now);
  return { rows: national, fallback: stateCode !== null };
}

/** The catalog banners live at `now` of a brand or a body type, in order. */
export function liveCatalogBanners(
  db: Db,
  target: { brandId: number } | { bodyId: number },
  now: Date,
): Promise<PublicBannerRow[]> {
  const where =
    'brandId' in target
      ? sql`b.placement = ${CATALOG_BANNER_PLACEMENT} and b.brand_id = ${target.brandId}`
      : sql`b.placement = ${CATALOG_BANNER_PLACEMENT} and b.body_id = ${target.bodyId}`;
  return liveRows(db, where, now);
}

/** A brand by its slug or id (the marketplace's catalog pages use slugs). */
export async function brandIdOf(db: Db, brand: string): Promise<number | undefined> {
  const id = /^\d{1,9}$/.test(brand) ? Number(brand) : 0;
  const row = await queryRow<{ id: number }>(
    db,
    sql`select id from catalog_brands where slug = ${brand.toLowerCase()} or id = ${id} limit 1`,
  );
  return row?.id;
}

export async function bodyExists(db: Db, id: number): Promise<boolean> {
  return (await queryRow(db, sql`select 1 from catalog_bodies where id = ${id}`)) !== undefined;
}
