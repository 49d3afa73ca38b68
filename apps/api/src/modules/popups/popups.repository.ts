/**
 * Popups: the administration list and, for the dashboard, the popups meant for a set of
 * dealerships (the audience rules are one SQL condition, `meantFor`) with the user's dismissals.
 */
import {
  type MembershipStatus,
  type PopupAudience,
  type PopupFrequency,
  popupResource,
  type SortField,
  todayInMexico,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, agencyIn, nameOrder } from '../../lib/sql-fragments';

const inForce = (today: string) => sql`(p.active and ${today}::date between p.starts_on and p.ends_on)`;
const dismissalsCount = sql`(select count(*)::int from popup_dismissals d where d.popup_id = p.id)`;

export interface PopupRow {
  id: number;
  title: string;
  body: string;
  image_path: string | null;
  cta_label: string;
  cta_url: string;
  audience: PopupAudience;
  package_ids: number[];
  membership_statuses: MembershipStatus[];
  states: string[];
  agency_ids: number[];
  starts_on: string;
  ends_on: string;
  frequency: PopupFrequency;
  active: boolean;
  in_force: boolean;
  dismissals_count: number;
  created_at: string;
  updated_at: string;
}

const searchable = { title: sql`p.title` };

export function popupSource(
  filters: { active?: boolean | undefined } = {},
  today = todayInMexico(),
): ListSource<SortField<typeof popupResource>> {
  return {
    select: sql`p.id, p.title, p.body, p.image_path, p.cta_label, p.cta_url, p.audience, p.package_ids,
      p.membership_statuses, p.states, p.agency_ids, p.starts_on,
      p.ends_on, p.frequency, p.active, ${inForce(today)} as in_force,
      ${dismissalsCount} as dismissals_count,
      p.created_at, p.updated_at`,
    from: sql`popups p`,
    where: [activeFilter(sql`p.active`, filters.active)],
    sortable: {
      starts_on: sql`p.starts_on`,
      title: nameOrder(sql`p.title`),
      ends_on: sql`p.ends_on`,
      created_at: sql`p.created_at`,
    },
    defaultSort: popupResource.defaultSort,
    tiebreaker: sql`p.id`,
    search: popupResource.search.map((field) => searchable[field]),
  };
}

export const toPopup = (publicBase: string) => (row: PopupRow) => {
  const { image_path, ...rest } = row;
  return { ...rest, image: imageUrls(image_path, publicBase) };
};

export async function findPopup(db: Db | Tx, id: number): Promise<PopupRow | undefined> {
  const source = popupSource();
  return queryRow<PopupRow>(db, sql`select ${source.select} from ${source.from} where p.id = ${id}`);
}

/**
 * A popup `p` is meant for dealership `a` (joined with its settlement `s`) when its audience is
 * everyone, or the dealership's package, membership status, state or own id is in the popup's list.
 */
const meantFor = sql`(p.audience = 'all'
  or (p.audience = 'package' and a.package_id = any(p.package_ids))
  or (p.audience = 'membership' and a.membership_status = any(p.membership_statuses))
  or (p.audience = 'state' and s.state_code = any(p.states))
  or (p.audience = 'agencies' and a.id = any(p.agency_ids)))`;

export interface DashboardPopupRow {
  id: number;
  title: string;
  body: string;
  image_path: string | null;
  cta_label: string;
  cta_url: string;
  frequency: PopupFrequency;
  dismissed: boolean;
}

/**
 * The popups in force today meant for any of the dealerships (null: every dealership), newest
 * first. A `once` popup the user dismissed is left out, unless it is the one the address names;
 * an `every_visit` one comes with `dismissed`, and the browser shows it again on the next visit.
 * A popup with neither text nor image has nothing to show.
 */
export async function dashboardPopups(
  db: Db | Tx,
  options: {
    agencyIds: readonly number[] | null;
    userId: number;
    popupId?: number | undefined;
    today?: string;
  },
): Promise<DashboardPopupRow[]> {
  const today = options.today ?? todayInMexico();
  const named = options.popupId ?? 0;
  const agencies = agencyIn(sql`a.id`, options.agencyIds);
  return queryRows<DashboardPopupRow>(
    db,
    sql`select p.id, p.title, p.body, p.image_path, p.cta_label, p.cta_url, p.frequency,
        (d.user_id is not null) as dismissed
      from popups p
      left join popup_dismissals d on d.popup_id = p.id and d.user_id = ${options.userId}
      where ${inForce(today)}
        and (p.body <> '' or p.image_path is not null)
        and (p.frequency = 'every_visit' or d.user_id is null or p.id = ${named})
        and exists (
          select 1 from agencies a left join sepomex s on s.id = a.sepomex_id
          where a.deleted_at is null ${agencies ? sql`and ${agencies}` : sql``} and ${meantFor})
      order by p.starts_on desc, p.id desc
      limit 20`,
  );
}

export const toDashboardPopup = (publicBase: string) => (row: DashboardPopupRow) => {
  const { image_path, ...rest } = row;
  return { ...rest, image: imageUrls(image_path, publicBase) };
};

/** Records (or renews) the user's dismissal; false when there is no such popup. */
export async function dismissPopup(tx: Tx, popupId: number, userId: number): Promise<boolean> {
  const row = await queryRow<{ popup_id: number }>(
    tx,
    sql`insert into popup_dismissals (popup_id, user_id)
        select p.id, ${userId} from popups p where p.id = ${popupId}
        on conflict (user_id, popup_id) do update set dismissed_at = now()
        returning popup_id`,
  );
  return row !== undefined;
}
