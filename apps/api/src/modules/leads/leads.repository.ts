import {
  hasPermission,
  isAdmin,
  LEAD_STATUSES,
  type Lead,
  type LeadActivityKind,
  type LeadChannelKey,
  type LeadDetail,
  type LeadForwardTarget,
  type LeadResource,
  type LeadSlaFilter,
  type leadForwardResource,
  OPEN_LEAD_STATUSES,
  phoneSearchDigits,
  phoneSearchTerm,
  type SortField,
  SUSPENDED,
  vehicleSearchText,
} from '@vitrina/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { intArray, list, queryRow, queryRows } from '../../db/query';
import { idLookup, lookupByIds } from '../../db/read-cache';
import { leads } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import { type ListSource, readByScopeAlone } from '../../lib/list-query';
import type { ListFilters } from '../../lib/read-routes';
import { agencyIn, idFilter, isoTime, nameOrder } from '../../lib/sql-fragments';
import { lockRow } from '../../lib/table-writes';
import type { ObjectAgency } from '../../plugins/access';
import { agencyNames } from '../agencies/public';
import { searchTextMatches } from '../catalogs/public';
import { worksLeads } from '../lead-automation/public';
import { countedTotal } from './lead-totals';

/** A list row as read (the answer's fields). */
export type LeadRow = Lead;
export type StoredLead = typeof leads.$inferSelect;

/** Every lead list's filters: a channel's, or the forwarding list's (which adds `channel` and `forwarded`). */
export type AnyLeadFilters = ListFilters<LeadResource> &
  Partial<Pick<ListFilters<typeof leadForwardResource>, 'channel' | 'forwarded'>>;

export type LeadFilters = AnyLeadFilters & {
  /** The dealerships of the request's scope; null for every one (administrators, agency 0). */
  agencyIds: number[] | null;
  /** Only the leads assigned to this user (an Asesor's own); null for every lead of the scope. */
  advisorId: number | null;
};

/**
 * Who sees only their own leads: a user who cannot assign leads (an Asesor), unless an
 * administrator. Answers that user's id, or null when the principal sees every lead of their scope.
 */
export function advisorOnly(principal: {
  id: number;
  role: string;
  permissions: readonly string[];
}): number | null {
  return isAdmin(principal) || hasPermission(principal, 'assign lead') ? null : principal.id;
}

/**
 * The object scope of the routes under `<channel>/:id`: the dealership of the live lead of this
 * channel (any channel for `null`: the forwarding list) that the principal may see — else
 * undefined, a 404 before any handler runs (another advisor's lead, another channel's lead).
 */
export function visibleLeadAgency(db: Db, channel: LeadChannelKey | null): ObjectAgency {
  const agencyOf = visibleLeadAgencyById(db, channel);
  return (request) => agencyOf((request.params as { id: number }).id, request);
}

/** The same by a lead's id: also the dealership of a lead a body names (the lead merged into this one). */
export function visibleLeadAgencyById(db: Db, channel: LeadChannelKey | null) {
  return async (id: number, request: FastifyRequest): Promise<number | undefined> => {
    const advisorId = request.principal ? advisorOnly(request.principal) : null;
    const row = await queryRow<{ agency_id: number }>(
      db,
      sql`select agency_id from leads
           where id = ${id} and deleted_at is null
             ${channel === null ? sql`` : sql`and channel = ${channel}`}
             ${advisorId === null ? sql`` : sql`and assigned_user_id = ${advisorId}`}`,
    );
    return row?.agency_id;
  };
}

/**
 * The dealership and channel of the lead another one was forwarded from, or is a duplicate of.
 * Both are set when a lead is born and never change (a forward makes a copy), so they are kept
 * whatever is written to `leads`, which changes all day; the dealership's name comes from
 * `agencyNames`, kept until `agencies` is written.
 */
const leadOrigins = idLookup<{ id: number; agency_id: number; channel: string }>(
  (ids) => sql`select id, agency_id, channel from leads where id = any(${ids})`,
  { unchanging: true },
);
const userNames = idLookup<{ id: number; name: string }>(
  (ids) => sql`select id, name from users where id = any(${ids})`,
);

/**
 * Fills in `agency_name` and `assigned_user_name` of lead rows (a `ListSource`'s `decorate`), and
 * for the few rows forwarded from or duplicating another lead, that lead's dealership
 * (`forwarded_from_agency_name`) and channel (`duplicate_of_channel`): all by id from the read
 * cache, so a page whose ids were seen before reads nothing. Read in the page query, the last two
 * were a subquery per row that tripled its planning and doubled its run for rows that almost never
 * have one; read per page, a page with one duplicate paid a query of its own (the list of every
 * dealership: 0.52 of its bare query's throughput).
 */
async function addLeadNames(
  db: Db | Tx,
  rows: {
    agency_id: number;
    assigned_user_id: number | null;
    forwarded_from: number | null;
    duplicate_of: number | null;
    agency_name?: string;
    assigned_user_name?: string | null;
    forwarded_from_agency_name?: string | null;
    duplicate_of_channel?: string | null;
  }[],
): Promise<void> {
  const [agencies, users, related] = await Promise.all([
    lookupByIds(
      db,
      agencyNames,
      rows.map((row) => row.agency_id),
    ),
    lookupByIds(
      db,
      userNames,
      rows.flatMap((row) => row.assigned_user_id ?? []),
    ),
    lookupByIds(
      db,
      leadOrigins,
      rows.flatMap((row) => [row.forwarded_from, row.duplicate_of]).filter((id) => id !== null),
    ),
  ]);
  const origin = (row: (typeof rows)[number]) =>
    row.forwarded_from === null ? undefined : related.get(row.forwarded_from);
  // The origins' dealerships are almost always among those already looked up.
  const originAgencyIds = rows.flatMap((row) => origin(row)?.agency_id ?? []);
  const originAgencies = originAgencyIds.every((id) => agencies.has(id))
    ? agencies
    : await lookupByIds(db, agencyNames, originAgencyIds);
  for (const row of rows) {
    row.agency_name = agencies.get(row.agency_id)?.name ?? '';
    row.assigned_user_name =
      row.assigned_user_id === null ? null : (users.get(row.assigned_user_id)?.name ?? null);
    const from = origin(row);
    row.forwarded_from_agency_name = from ? (originAgencies.get(from.agency_id)?.name ?? null) : null;
    row.duplicate_of_channel =
      row.duplicate_of === null ? null : (related.get(row.duplicate_of)?.channel ?? null);
  }
}

/** The pipeline's order, for sorting by status. */
const STATUS_ORDER = sql.raw(`array[${LEAD_STATUSES.map((status) => `'${status}'`).join(', ')}]`);

/** Filter days are Mexico City days; nothing was recorded before 1900 (nor can the database read year 0). */
const dayStart = (day: string) =>
  sql`(${day < '1900-01-01' ? '1900-01-01' : day}::date::timestamp at time zone 'America/Mexico_City')`;
const dayEnd = (day: string) =>
  sql`((${day < '1900-01-01' ? '1900-01-01' : day}::date + 1)::timestamp at time zone 'America/Mexico_City')`;

const within = (column: SQL, from: string | undefined, to: string | undefined) => [
  from === undefined ? undefined : sql`${column} >= ${dayStart(from)}`,
  to === undefined ? undefined : sql`${column} < ${dayEnd(to)}`,
];

/**
 * The columns of a lead row (`l`). The dealership's and the advisor's names are looked up for the
 * rows read (`addLeadNames`), so the page query reads `leads` alone; so are the forward's origin
 * and the duplicate's channel, for the few rows that have one.
 */
const leadColumns = sql`l.id, l.agency_id, l.channel, l.status, l.lost_reason, l.name, l.email, l.phone, l.vehicle_id, l.vehicle_title, l.details,
  l.scheduled_at, l.assigned_user_id, l.first_response_at,
  -- greatest() skips nulls: the case keeps an untouched lead's minutes null.
  case when l.first_response_at is not null
    then floor(greatest(0, extract(epoch from (l.first_response_at - l.created_at))) / 60)::int end as first_response_minutes,
  l.forwarded_from, l.sla_due_at, l.sla_warn_at, l.duplicate_of, l.lock_version, l.created_at, l.updated_at`;

/**
 * Untouched leads past their SLA deadline, or past the warning point and not yet late; both read
 * `leads_agency_channel_sla` (untouched leads with a deadline, by deadline).
 */
function slaFilter(sla: LeadSlaFilter | undefined): SQL | undefined {
  if (sla === undefined) return undefined;
  const untouched = sql`l.first_response_at is null and l.sla_due_at is not null`;
  return sla === 'late'
    ? sql`${untouched} and l.sla_due_at <= now()`
    : sql`${untouched} and l.sla_due_at > now() and l.sla_warn_at <= now()`;
}

/** Where the lead lists read: live leads of the scope's dealerships, an Asesor's own only. */
const LIVE_LEADS = sql`l.deleted_at is null`;
const LEAD_AGENCY = sql`l.agency_id`;
export function leadScope(filters: Pick<LeadFilters, 'agencyIds' | 'advisorId'>): (SQL | undefined)[] {
  return [
    LIVE_LEADS,
    agencyIn(LEAD_AGENCY, filters.agencyIds),
    filters.advisorId === null ? undefined : sql`l.assigned_user_id = ${filters.advisorId}`,
  ];
}

// A list page's constant parts, written once: compileSql keeps their text (db/query.ts).
const LEADS = sql`leads l`;
const LEAD_ID = sql`l.id`;
const LEAD_SORTS: ListSource<SortField<LeadResource>>['sortable'] = {
  created_at: sql`l.created_at`,
  status: sql`array_position(${STATUS_ORDER}::text[], l.status)`,
  name: nameOrder(sql`l.name`),
  scheduled_at: sql`l.scheduled_at`,
  first_response_at: sql`l.first_response_at`,
};
const matchesSearchText = searchTextMatches('l');
/**
 * The search over `search_text` through its trigram index; a term written like a phone is looked
 * for by its digits (phoneSearchTerm), as `search_text` holds them (leadSearchText).
 */
const LEAD_SEARCH = [
  (pattern: SQL, term: string) => {
    const digits = phoneSearchTerm(term);
    // Digits need no lower() nor unaccent, nor escaping for LIKE.
    return matchesSearchText(digits === undefined ? pattern : sql`${`%${digits}%`}`);
  },
];

/**
 * A channel's list (or, with `channel` null, the forwarding list of every channel). The indexes
 * of migration 0009 keep a dealership's channel by arrival, by advisor and by status; the search
 * matches `search_text` (name, e-mail, phone digits) through its trigram index.
 */
export function leadsSource(
  channel: LeadChannelKey | null,
  filters: LeadFilters,
): ListSource<SortField<LeadResource>> {
  const channelKey = channel ?? filters.channel;
  // What narrows the list past its dealerships, advisor and channel.
  const narrowing = [
    filters.status === undefined ? undefined : sql`l.status = ${filters.status}`,
    filters.assigned_user_id === undefined
      ? undefined
      : filters.assigned_user_id === 0
        ? sql`l.assigned_user_id is null`
        : sql`l.assigned_user_id = ${filters.assigned_user_id}::bigint`,
    ...within(sql`l.created_at`, filters.created_from, filters.created_to),
    ...within(sql`l.scheduled_at`, filters.scheduled_from, filters.scheduled_to),
    idFilter(sql`l.vehicle_id`, filters.vehicle_id),
    filters.service_type === undefined
      ? undefined
      : sql`l.details->>'service_type' = ${filters.service_type}`,
    filters.forwarded === undefined
      ? undefined
      : filters.forwarded
        ? sql`l.forwarded_from is not null`
        : sql`l.forwarded_from is null`,
    slaFilter(filters.sla),
    filters.duplicates === undefined
      ? undefined
      : filters.duplicates
        ? sql`l.duplicate_of is not null`
        : sql`l.duplicate_of is null`,
  ];
  return {
    select: leadColumns,
    from: LEADS,
    where: [
      ...leadScope(filters),
      channelKey === undefined ? undefined : sql`l.channel = ${channelKey}`,
      ...narrowing,
    ],
    // One dealership's (or every one's) channel, an advisor's own leads in it: the indexes of
    // migration 0009 lead with exactly these, whatever their values.
    planOnce: readByScopeAlone(filters.agencyIds, narrowing),
    sortable: LEAD_SORTS,
    defaultSort: { field: 'created_at', direction: 'desc' },
    tiebreaker: LEAD_ID,
    search: LEAD_SEARCH,
    decorate: addLeadNames,
    ...(channelKey === undefined ? {} : { searchByScan: smallChannel(channelKey, filters) }),
  };
}

/**
 * A search reads the scope's channel in the list's order when it holds at most this many leads
 * (the counters tell, exactly and without counting): every order has an index led by dealership
 * and channel, and testing a few thousand rows (about 2 ms for 2,272) costs less than the trigram
 * index does for a common name (10 ms), however rare or common the term.
 */
const SEARCH_SCAN_MAX_LEADS = 5_000;

function smallChannel(channel: LeadChannelKey, filters: LeadFilters) {
  // Built when a search asks, not for every page read.
  return async (db: Db | Tx) => {
    const scope = countedTotal(channel, {
      agencyIds: filters.agencyIds,
      advisorId: filters.advisorId,
      channel,
    })!;
    return (await scope(db)) <= SEARCH_SCAN_MAX_LEADS;
  };
}

/** The used vehicle of interest as the detail shows it: its catalog names, price, status and cover. */
const vehicleJson = sql`(select json_build_object('id', v.id,
    'title', concat_ws(' ', (select name from catalog_brands where id = v.brand_id),
      (select name from catalog_models where id = v.model_id),
      (select name from catalog_versions where id = v.version_id), v.year),
    'stock_number', v.stock_number, 'price', v.price_cents::float8 / 100, 'status', v.status,
    'cover_path', v.cover_path)
  from vehicles v where v.id = l.vehicle_id and v.deleted_at is null)`;

const activitiesJson = sql`coalesce((
  select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'user_name', u.name, 'body', a.body,
           'details', a.details, 'created_at', ${isoTime(sql`a.created_at`)}) order by a.created_at desc, a.id desc)
    from lead_activities a left join users u on u.id = a.user_id
   where a.lead_id = l.id), '[]')`;

type DetailRow = Omit<LeadDetail, 'vehicle'> & {
  vehicle: (Omit<NonNullable<LeadDetail['vehicle']>, 'thumbnail'> & { cover_path: string | null }) | null;
};

/** One live lead with its vehicle of interest and its timeline (newest first, with who did each thing). */
export async function findLead(db: Db | Tx, id: number, publicBase: string): Promise<LeadDetail | undefined> {
  const row = await queryRow<DetailRow>(
    db,
    sql`select ${leadColumns}, l.appointment_at, l.sold_vehicle_id, l.lost_note,
          ${vehicleJson} as vehicle, ${activitiesJson} as activities
        from leads l where l.id = ${id} and l.deleted_at is null`,
  );
  if (!row) return undefined;
  await addLeadNames(db, [row]);
  const { vehicle } = row;
  if (!vehicle) return { ...row, vehicle: null };
  const { cover_path, ...rest } = vehicle;
  return { ...row, vehicle: { ...rest, thumbnail: imageUrls(cover_path, publicBase) } };
}

/** The live lead (of this channel, when given), locked until the transaction ends; undefined is 404. */
export function lockLead(
  tx: Tx,
  id: number,
  channel: LeadChannelKey | null,
): Promise<StoredLead | undefined> {
  const live = isNull(leads.deleted_at);
  return lockRow(tx, leads, id, channel === null ? live : and(live, eq(leads.channel, channel)));
}

/** The lead as stored (the audit's "after" of its creation). */
export async function storedLead(tx: Tx, id: number): Promise<StoredLead | undefined> {
  const rows = await tx.select().from(leads).where(eq(leads.id, id));
  return rows[0];
}

/** Live used vehicles by id, with their dealership and the title a lead keeps of them ("Nissan Versa Advance 2021"). */
export function usedVehiclesById(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; agency_id: number; title: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select v.id, v.agency_id, concat_ws(' ', (select name from catalog_brands where id = v.brand_id),
               (select name from catalog_models where id = v.model_id),
               (select name from catalog_versions where id = v.version_id), v.year) as title
          from vehicles v
         where v.id = any(${intArray(ids)}) and v.deleted_at is null`,
  );
}

/** A live used vehicle of the dealership, with its title. */
export async function usedVehicleOf(
  db: Db | Tx,
  vehicleId: number,
  agencyId: number,
): Promise<{ id: number; title: string } | undefined> {
  const [vehicle] = await usedVehiclesById(db, [vehicleId]);
  return vehicle?.agency_id === agencyId ? vehicle : undefined;
}

/**
 * Who may be assigned leads, by user: an active user who works leads (lead automation's one
 * definition, `worksLeads`), once per dealership linked to them (`agency_id`).
 */
export function assignableUsersById(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; name: string; agency_id: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select u.id, u.name, au.agency_id from users u join agency_user au on au.user_id = u.id
         where u.id = any(${intArray(ids)}) and u.status <> -1 and ${worksLeads(sql`u`)}`,
  );
}

/** Who a lead of the dealership may be assigned to: an active user linked to it who works leads. */
export async function assignableUser(
  db: Db | Tx,
  userId: number,
  agencyId: number,
): Promise<{ id: number; name: string } | undefined> {
  return (await assignableUsersById(db, [userId])).find((user) => user.agency_id === agencyId);
}

export async function userName(db: Db | Tx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await queryRow<{ name: string }>(db, sql`select name from users where id = ${userId}`);
  return row?.name ?? null;
}

/** A dealership a lead may be forwarded to: its name, and whether its membership is suspended. */
export function forwardTarget(
  db: Db | Tx,
  agencyId: number,
): Promise<{ name: string; suspended: boolean } | undefined> {
  return queryRow(
    db,
    sql`select name, membership_status = ${SUSPENDED} as suspended from agencies
         where id = ${agencyId}::bigint and deleted_at is null`,
  );
}

/** The dealerships a lead may be forwarded to (of these, every one for null), suspended ones marked. */
export function forwardTargets(db: Db, agencyIds: number[] | null): Promise<LeadForwardTarget[]> {
  const scope = agencyIn(sql`id`, agencyIds);
  return queryRows(
    db,
    sql`select name as label, id as value, membership_status = ${SUSPENDED} as suspended from agencies
         where deleted_at is null and membership_status <> 'Cancelado' ${scope ? sql`and ${scope}` : sql``}
         order by ${nameOrder(sql`name`)}, id`,
  );
}

export async function agencyName(db: Db | Tx, agencyId: number): Promise<string | undefined> {
  const row = await queryRow<{ name: string }>(
    db,
    sql`select name from agencies where id = ${agencyId}::bigint`,
  );
  return row?.name;
}

export interface ActivityWrite {
  lead_id: number;
  kind: LeadActivityKind;
  /** Null for the system. */
  user_id: number | null;
  body?: string;
  details?: Record<string, unknown>;
  /** Only the seed back-dates a lead's arrival, and so its first entries. */
  created_at?: Date;
}

/** One entry of a lead's timeline. */
export async function recordActivity(tx: Tx, activity: ActivityWrite): Promise<void> {
  const at = activity.created_at ? sql`${activity.created_at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(
    sql`insert into lead_activities (lead_id, user_id, kind, body, details, created_at)
        values (${activity.lead_id}, ${activity.user_id}, ${activity.kind}, ${activity.body ?? ''},
                ${JSON.stringify(activity.details ?? {})}::jsonb, ${at})`,
  );
}

/**
 * The users a lead of these dealerships may be assigned to (every dealership for null), with the
 * open leads each holds there now, read from the maintained counts.
 */
export function assignableUsers(
  db: Db,
  agencyIds: number[] | null,
): Promise<{ id: number; name: string; role: string; open_leads: number }[]> {
  const linked = agencyIn(sql`au.agency_id`, agencyIds);
  const counted = agencyIn(sql`c.agency_id`, agencyIds);
  return queryRows(
    db,
    // The counters are read once, grouped by advisor: one range of their key for one dealership.
    sql`with open as (
          select c.assigned_user_id, sum(c.n)::int as n from lead_counts c
           where ${counted ?? sql`true`} and c.status in ${list(OPEN_LEAD_STATUSES)} and c.assigned_user_id <> 0
           group by c.assigned_user_id)
        select u.id, u.name, r.name as role, coalesce(o.n, 0)::int as open_leads
          from users u join roles r on r.id = u.role_id left join open o on o.assigned_user_id = u.id
         where u.status <> -1 and ${worksLeads(sql`u`)}
           and exists (select 1 from agency_user au where au.user_id = u.id and ${linked ?? sql`true`})
         order by ${nameOrder(sql`u.name`)}, u.id`,
  );
}

/** What a lead's list search matches (`search_text`): its name, e-mail and phone digits (phoneSearchDigits). */
export const leadSearchText = (lead: { name: string; email: string; phone: string }) =>
  vehicleSearchText([lead.name, lead.email, lead.phone === '' ? '' : phoneSearchDigits(lead.phone)]);

/**
 * What pointed at a merged lead points at the lead it was merged into: its timeline (each entry
 * keeps its time and author), the leads flagged as its duplicates (the survivor itself, if it was
 * one, is no longer a duplicate), and the ingestion keys that created it, so a retry answers the
 * survivor. All three are read through their indexes.
 */
export async function absorbLead(tx: Tx, merged: { id: number }, survivor: { id: number }): Promise<void> {
  await tx.execute(sql`update lead_activities set lead_id = ${survivor.id} where lead_id = ${merged.id}`);
  await tx.execute(
    sql`update leads set duplicate_of = case when id = ${survivor.id} then null else ${survivor.id}::int end
         where duplicate_of = ${merged.id}`,
  );
  await tx.execute(sql`update lead_ingestions set lead_id = ${survivor.id} where lead_id = ${merged.id}`);
}
