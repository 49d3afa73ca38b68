import {
  DEALERSHIP_SET_PREVIEW,
  type PromotionType,
  promotionResource,
  type SortField,
  todayInMexico,
} from '@vitrina/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import { promotionAgencies, promotions } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, nameOrder } from '../../lib/sql-fragments';
import { insertRow, lockRow, updateRow } from '../../lib/table-writes';

/** The fields every answer shares; the discount is stored ×100 (hundredths of a percent, or centavos). */
const baseFields = sql`p.id, p.name, p.type, p.discount_kind, p.discount_value,
  p.starts_on, p.ends_on`;

export interface PromotionBaseRow {
  id: number;
  name: string;
  type: PromotionType;
  discount_kind: 'percent' | 'amount';
  discount_value: number;
  starts_on: string;
  ends_on: string;
}

export interface PromotionRow extends PromotionBaseRow {
  active: boolean;
  in_force: boolean;
  agencies_count: number;
  agencies: string[];
  created_at: string;
  updated_at: string;
}

export interface PromotionDetailRow extends PromotionRow {
  agency_ids: number[];
}

const linked = (pick: SQL, limit: number | null) =>
  sql`array(select ${pick} from promotion_agencies pa join agencies a on a.id = pa.agency_id
     where pa.promotion_id = p.id order by ${nameOrder(sql`a.name`)}, a.id
     ${limit === null ? sql`` : sql`limit ${limit}`})`;
const linkedCount = sql`(select count(*)::int from promotion_agencies pa where pa.promotion_id = p.id)`;
const inForce = (today: string) => sql`(p.active and ${today}::date between p.starts_on and p.ends_on)`;

const searchable = { name: sql`p.name` };

export interface PromotionFilters {
  type?: PromotionType | undefined;
  active?: boolean | undefined;
}

export function promotionSource(
  filters: PromotionFilters = {},
  options: { allAgencies?: boolean; today?: string } = {},
): ListSource<SortField<typeof promotionResource>> {
  const today = options.today ?? todayInMexico();
  return {
    select: sql`${baseFields}, p.active, ${inForce(today)} as in_force, ${linkedCount} as agencies_count,
      ${linked(sql`a.name`, options.allAgencies ? null : DEALERSHIP_SET_PREVIEW)} as agencies,
      p.created_at, p.updated_at`,
    from: sql`promotions p`,
    where: [
      filters.type === undefined ? undefined : sql`p.type = ${filters.type}`,
      activeFilter(sql`p.active`, filters.active),
    ],
    sortable: {
      name: nameOrder(sql`p.name`),
      type: sql`p.type`,
      starts_on: sql`p.starts_on`,
      ends_on: sql`p.ends_on`,
      created_at: sql`p.created_at`,
    },
    defaultSort: promotionResource.defaultSort,
    tiebreaker: sql`p.id`,
    search: promotionResource.search.map((field) => searchable[field]),
  };
}

/** Pesos or percent at the edge. */
export function toPromotion<R extends PromotionBaseRow>(row: R) {
  const { discount_value, ...rest } = row;
  return { ...rest, discount: discount_value / 100 };
}

export async function findPromotion(db: Db | Tx, id: number): Promise<PromotionDetailRow | undefined> {
  const source = promotionSource({}, { allAgencies: true });
  return queryRow<PromotionDetailRow>(
    db,
    sql`select ${source.select}, ${linked(sql`a.id`, null)} as agency_ids from ${source.from} where p.id = ${id}`,
  );
}

/** The stored row and its agencies, locked until the transaction ends (the audit's "before"). */
export async function lockPromotion(tx: Tx, id: number) {
  const row = await lockRow(tx, promotions, id);
  if (!row) return undefined;
  const links = await tx
    .select({ id: promotionAgencies.agency_id })
    .from(promotionAgencies)
    .where(eq(promotionAgencies.promotion_id, id))
    .orderBy(promotionAgencies.agency_id);
  return { ...row, agency_ids: links.map((link) => link.id) };
}

export interface PromotionWrite {
  name: string;
  type: PromotionType;
  discount_kind: 'percent' | 'amount';
  discount_value: number;
  starts_on: string;
  ends_on: string;
  active: boolean;
  agency_ids: number[];
}

export async function savePromotion(tx: Tx, id: number | undefined, input: PromotionWrite) {
  const { agency_ids, ...values } = input;
  const row = id ? await updateRow(tx, promotions, id, values) : await insertRow(tx, promotions, values);
  await tx.delete(promotionAgencies).where(eq(promotionAgencies.promotion_id, row.id));
  if (agency_ids.length > 0) {
    await tx
      .insert(promotionAgencies)
      .values(agency_ids.map((agency_id) => ({ promotion_id: row.id, agency_id })));
  }
  return { ...row, agency_ids };
}

/**
 * Promotions that apply to some agency of `agencyIds` (null: any agency). A promotion without
 * agencies applies to every agency.
 */
function appliesTo(agencyIds: number[] | null): SQL | undefined {
  if (agencyIds === null) return undefined;
  const some =
    agencyIds.length > 0
      ? sql` or exists (select 1 from promotion_agencies pa where pa.promotion_id = p.id and pa.agency_id in ${list(agencyIds)})`
      : sql``;
  return sql`(not exists (select 1 from promotion_agencies pa where pa.promotion_id = p.id)${some})`;
}

const where = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );

/** In force today (active, today within its dates), of a type or both, for some agencies or all. */
export async function promotionsInForce(
  db: Db | Tx,
  agencyIds: number[] | null,
  type?: PromotionType,
  today = todayInMexico(),
): Promise<PromotionBaseRow[]> {
  return queryRows<PromotionBaseRow>(
    db,
    sql`select ${baseFields} from promotions p
     where ${where([inForce(today), type ? sql`p.type = ${type}` : undefined, appliesTo(agencyIds)])}
     order by ${nameOrder(sql`p.name`)}, p.id`,
  );
}

/** Spec §7 `GET promotions`: active promotions that have not ended, by name. */
export async function activePromotions(db: Db | Tx, agencyIds: number[] | null, today = todayInMexico()) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from promotions p
     where ${where([sql`p.active`, sql`p.ends_on >= ${today}::date`, appliesTo(agencyIds)])}
     order by ${nameOrder(sql`p.name`)}, p.id`,
  );
}

/** Which of `ids` a promotion may name: agencies not deleted, or already linked to it (kept on edit). */
export async function usableAgencyIds(db: Db | Tx, ids: number[], promotionId = 0): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from agencies a where a.id in ${list(ids)}
       and (a.deleted_at is null
            or exists (select 1 from promotion_agencies pa where pa.promotion_id = ${promotionId} and pa.agency_id = a.id))`,
  );
  return new Set(rows.map((row) => row.id));
}
