/**
 * The leads of `npm run seed:scale -- --leads N` (scale-seed.ts): N leads spread evenly across the
 * scale dealerships and the eleven channels, arrived over the last 120 days, in every status,
 * most assigned to the dealership's advisors (two per dealership are created when it has none).
 *
 * Set-based, as the vehicles: each batch is one `insert … select … from generate_series(…)` in
 * which PostgreSQL derives every column from the row number n (multiplicative hashes pick the
 * person, the day, the status, the catalog year…), so millions of rows never cross into
 * JavaScript. The rows are the product's (the columns, channel details and `search_text` the
 * lead-creation service writes), without timelines: what a list reads.
 *
 * `lead_counts` is kept by a row trigger on `leads`, one upsert per row, which would double the
 * insert's work: the trigger is disabled during the batches, and the counters are rebuilt from
 * the table with one statement in the transaction that enables it again, with writers held off
 * meanwhile so that the rebuilt counts are exact. A run stopped half-way leaves the trigger
 * disabled; the next run finds it so and rebuilds. Additive: run again with the same figures it
 * adds nothing; with larger ones, what is missing.
 */
import {
  LEAD_CHANNEL_KEYS,
  LEAD_LOST_REASONS,
  PRODUCT_TIME_ZONE,
  ROLES,
  SERVICE_TYPES,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { queryRow, queryRows } from '../query';
import { DEMO_PASSWORD } from './demo-password';
import { GIVEN_NAMES, SURNAMES, TWO_DIGIT_AREAS } from './leads-data';
import { LEAD_DAYS } from './leads-plan';
import type { ScaleProgress } from './scale-progress';

/** How the scale leads are told from any other: their `source`. */
export const SCALE_LEAD_SOURCE = 'scale';
const ADVISORS_PER_AGENCY = 2;

export interface ScaleLeadsOptions {
  leads: number;
  batch: number;
  onProgress?: (progress: ScaleProgress) => void;
}

export interface ScaleLeadsSummary {
  advisorsCreated: number;
  leadsInserted: number;
  leads: number;
}

const ids = (agencyIds: number[]) => `{${agencyIds.join(',')}}`;
/** A text[] parameter (drizzle would spread a bare array into a list of parameters). */
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * Two active advisors (Asesor) for every scale dealership that has no active member of that role,
 * named like the demo's people; they sign in with the demo password.
 */
async function ensureAdvisors(db: Db, agencyIds: number[]): Promise<number> {
  const lacking = await queryRows<{ id: number }>(
    db,
    sql`select a.id from unnest(${ids(agencyIds)}::int[]) as a(id)
         where not exists (select 1 from agency_user au join users u on u.id = au.user_id
                             join roles r on r.id = u.role_id
                            where au.agency_id = a.id and r.name = ${ROLES.advisor}
                              and u.status <> -1 and u.deleted_at is null)`,
  );
  if (lacking.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db.transaction(async (tx) => {
    const users = await queryRows<{ id: number; agency_id: number }>(
      tx,
      sql`insert into users (name, email, password_hash, role_id, is_premium, is_preowened, email_verified_at)
          select (${texts(GIVEN_NAMES)})[1 + (a.id * 7 + k * 13) % ${GIVEN_NAMES.length}] || ' '
                   || (${texts(SURNAMES)})[1 + (a.id * 11 + k * 5) % ${SURNAMES.length}],
                 'asesor' || k || '.agencia' || a.id || '@escala.vitrina.mx', ${passwordHash},
                 (select id from roles where name = ${ROLES.advisor}), true, true, now()
            from unnest(${ids(lacking.map((a) => a.id))}::int[]) as a(id),
                 generate_series(1, ${ADVISORS_PER_AGENCY}) as k
          on conflict do nothing
          returning id, substring(email from '\\.agencia(\\d+)@')::int as agency_id`,
    );
    if (users.length > 0) {
      await tx.execute(
        sql`insert into agency_user (agency_id, user_id)
            select agency_id, id from jsonb_to_recordset(${JSON.stringify(users)}::jsonb) as t(id int, agency_id int)
            on conflict do nothing`,
      );
    }
    return users.length;
  });
  return created;
}

const LISTING_QUESTIONS = [
  'Hola, ¿sigue disponible?',
  '¿Aceptan mi auto a cuenta?',
  '¿Cuál es el enganche mínimo?',
  '¿El precio es negociable?',
];
const DAMAGES = [
  'Golpe en la defensa trasera.',
  'Rayón en la puerta del copiloto.',
  'Abolladura en el cofre por granizo.',
];
const PARTS = ['Balatas delanteras', 'Filtro de aire', 'Batería', 'Amortiguadores delanteros'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com'];

/** An instant as the details store it: `2026-11-24T17:30:00.000Z`. */
const isoText = (instant: string) =>
  sql.raw(`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One batch: leads n = first … last, the n-th to the (n mod agencies)-th dealership, channels in turn. */
function batchInsert(first: number, last: number, agencyIds: number[]) {
  const agencies = agencyIds.length;
  // h: a 32-bit hash of n; its bit ranges choose independent properties. s: a percentage.
  return sql`
    with ag as (select (ord - 1)::int as k, id from unnest(${ids(agencyIds)}::int[]) with ordinality as a(id, ord)),
    adv as (
      select au.agency_id, array_agg(u.id order by u.id) as ids
        from agency_user au join users u on u.id = au.user_id join roles r on r.id = u.role_id
       where au.agency_id = any(${ids(agencyIds)}::int[]) and r.name = ${ROLES.advisor}
         and u.status <> -1 and u.deleted_at is null
       group by au.agency_id
    ),
    cy as (
      select (row_number() over (order by y.id) - 1)::int as k, b.name as brand, m.name as model,
             v.name as version, y.year, y.list_price_cents::float8 as list_price_cents
        from catalog_years y join catalog_versions v on v.id = y.version_id
        join catalog_models m on m.id = v.model_id join catalog_brands b on b.id = m.brand_id
       where y.active and y.list_price_cents > 0 and y.year <= extract(year from current_date)
    ),
    base as (
      select n, (n * 2654435761) % 4294967296 as h, (n * 40503) % 100 as s,
             (now() at time zone ${PRODUCT_TIME_ZONE})::date as today
        from generate_series(${first}::bigint, ${last}::bigint) as n
    ),
    arrived as (
      select b.*, ag.id as agency_id, adv.ids as advisors,
             (${texts(LEAD_CHANNEL_KEYS)})[1 + ((b.n / ${agencies}) % ${LEAD_CHANNEL_KEYS.length})::int] as channel,
             ((b.h >> 8) % ${LEAD_DAYS})::int as days,
             -- People write from 7:00 to 23:00, Mexico City time; nothing arrives after now.
             ((b.today - ((b.h >> 8) % ${LEAD_DAYS})::int)::timestamp
               + make_interval(mins => (420 + (b.h >> 3) % 960)::int)) at time zone ${PRODUCT_TIME_ZONE} as at,
             (${texts(GIVEN_NAMES)})[1 + (b.h % ${GIVEN_NAMES.length})::int] as given,
             (${texts(SURNAMES)})[1 + ((b.h >> 6) % ${SURNAMES.length})::int] as surname,
             (${texts(SURNAMES)})[1 + ((b.h >> 12) % ${SURNAMES.length})::int] as second,
             (${texts(TWO_DIGIT_AREAS)})[1 + (b.n % ${TWO_DIGIT_AREAS.length})::int]
               || lpad(((b.n * 104729) % 100000000)::text, 8, '0') as digits,
             cy.brand, cy.model, cy.version, cy.year, cy.list_price_cents
        from base b
        join ag on ag.k = b.n % ${agencies}
        left join adv on adv.agency_id = ag.id
        join cy on cy.k = b.h % (select count(*) from cy)
    ),
    planned as (
      select a.*, case when a.at > now() - interval '1 minute' then a.at - interval '1 day' else a.at end as created_at,
             case when a.days < 2 and a.s < 45 then 'Nuevo' when a.s < 6 then 'Nuevo' when a.s < 18 then 'Contactado'
                  when a.s < 36 then 'En seguimiento' when a.s < 46 then 'Cita agendada' when a.s < 60 then 'Vendido'
                  else 'Perdido' end as status,
             a.given || ' ' || a.surname || ' ' || a.second as name,
             regexp_replace(lower(vitrina_unaccent(split_part(a.given, ' ', 1))), '[^a-z]', '', 'g') || '.'
               || regexp_replace(lower(vitrina_unaccent(a.surname)), '[^a-z]', '', 'g') || a.n || '@'
               || (${texts(DOMAINS)})[1 + ((a.h >> 14) % ${DOMAINS.length})::int] as email,
             a.brand || ' ' || a.model || ' ' || a.version || ' ' || a.year as title,
             case when a.advisors is not null and (a.h >> 20) % 10 < 7
                  then a.advisors[1 + ((a.h >> 23) % cardinality(a.advisors))::int] end as assigned_user_id
        from arrived a
    ),
    scheduled as (
      select p.*,
             case when p.status = 'Nuevo' then null
                  else least(now(), p.created_at + make_interval(mins => (2 + (p.h >> 16) % 180)::int)) end
               as first_response_at,
             case when p.channel in ('service', 'appointments')
                  then date_trunc('hour', p.created_at) + make_interval(days => (1 + (p.h >> 24) % 7)::int, hours => 2)
             end as scheduled_at
        from planned p
    )
    insert into leads (agency_id, channel, status, lost_reason, name, email, phone, vehicle_title, details,
                       scheduled_at, assigned_user_id, first_response_at, source, search_text, lock_version,
                       created_at, updated_at)
    select agency_id, channel, status,
           case when status = 'Perdido' then (${texts(LEAD_LOST_REASONS)})[1 + ((h >> 17) % ${LEAD_LOST_REASONS.length})::int] end,
           name, email, '+52' || digits,
           case when channel in ('marketplace', 'mercadolibre', 'soloautos', 'auctions') then title
                when channel = 'appointments' then ''
                when channel in ('service', 'body', 'parts') then brand || ' ' || model || ' ' || year
                else brand || ' ' || model end,
           case channel
             when 'wanted-new' then jsonb_build_object('brand_name', brand, 'model_name', model, 'year_from', year,
               'year_to', year, 'budget', (round(list_price_cents / 1000000) * 10000)::bigint, 'message', '')
             when 'wanted-used' then jsonb_build_object('brand_name', brand, 'model_name', model, 'year_from', year - 2,
               'year_to', year, 'budget', (round(list_price_cents * 0.7 / 1000000) * 10000)::bigint, 'message', '')
             when 'auctions' then jsonb_build_object('auction_id', null, 'vehicle_title', title,
               'bid_amount', (round(list_price_cents * 0.55 / 100000) * 1000)::bigint)
             when 'service' then jsonb_build_object(
               'service_type', (${texts(SERVICE_TYPES)})[1 + ((h >> 9) % ${SERVICE_TYPES.length})::int],
               'preferred_at', ${isoText('scheduled_at')}, 'vehicle_description', brand || ' ' || model || ' ' || year,
               'message', '')
             when 'body' then jsonb_build_object(
               'damage_description', (${texts(DAMAGES)})[1 + ((h >> 9) % ${DAMAGES.length})::int],
               'vehicle_description', brand || ' ' || model || ' ' || year, 'photos', '[]'::jsonb)
             when 'parts' then jsonb_build_object('part_name', (${texts(PARTS)})[1 + ((h >> 9) % ${PARTS.length})::int],
               'part_number', '', 'vehicle_description', brand || ' ' || model || ' ' || year, 'message', '')
             when 'appointments' then jsonb_build_object('appointment_at', ${isoText('scheduled_at')},
               'reason', 'Prueba de manejo')
             when 'facebook' then jsonb_build_object('form_name', 'Cotiza tu auto',
               'campaign_name', 'Seminuevos ' || to_char(created_at at time zone ${PRODUCT_TIME_ZONE}, 'YYYY-MM'),
               'answers', jsonb_build_array(jsonb_build_object('question', '¿Qué auto te interesa?',
                 'answer', brand || ' ' || model)))
             else jsonb_build_object('listing_title', title, 'listing_url', '',
               'message', (${texts(LISTING_QUESTIONS)})[1 + ((h >> 9) % ${LISTING_QUESTIONS.length})::int])
           end,
           scheduled_at, assigned_user_id, first_response_at, ${SCALE_LEAD_SOURCE},
           -- vehicleSearchText([name, email, phone digits]), as the lead-creation service writes it.
           vitrina_unaccent(lower(name || ' ' || email || ' 52' || digits)),
           1 + (assigned_user_id is not null)::int + (first_response_at is not null)::int,
           created_at, coalesce(first_response_at, created_at)
      from scheduled`;
}

/**
 * Whether the counters' insert trigger (`leads_counts_insert`, the one this seed's batches fire) is
 * off: this seed's batches, or a run of it stopped half-way.
 */
async function countsTriggerDisabled(db: Db): Promise<boolean> {
  const row = await queryRow<{ disabled: boolean }>(
    db,
    sql`select tgenabled = 'D' as disabled from pg_trigger
         where tgrelid = 'leads'::regclass and tgname = 'leads_counts_insert'`,
  );
  return row?.disabled ?? false;
}

/**
 * The trigger on again and `lead_counts` rebuilt from the live leads, in one transaction with
 * writers held off (SHARE blocks inserts, updates and deletes; reads go on), so no write falls
 * between the count and the trigger. One statement (migration 0020's `vitrina_recount_lead_counts`):
 * every counter set to its real figure (0 when its leads are gone), the missing ones added.
 */
async function enableCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table leads in share mode`);
    await tx.execute(sql`alter table leads enable trigger leads_counts_insert`);
    await tx.execute(sql`select vitrina_recount_lead_counts()`);
  });
}

/** Adds the leads that are missing among the scale dealerships `agencyIds`, `batch` rows per statement. */
export async function seedScaleLeads(
  db: Db,
  agencyIds: number[],
  options: ScaleLeadsOptions,
): Promise<ScaleLeadsSummary> {
  const advisorsCreated = await ensureAdvisors(db, agencyIds);
  const counted = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from leads
         where source = ${SCALE_LEAD_SOURCE} and agency_id = any(${ids(agencyIds)}::int[])`,
  );
  let done = counted?.n ?? 0;
  const missing = Math.max(0, options.leads - done);
  let inserted = 0;
  const interrupted = await countsTriggerDisabled(db);
  if (missing === 0 && !interrupted) return { advisorsCreated, leadsInserted: 0, leads: done };

  if (missing > 0) await db.execute(sql`alter table leads disable trigger leads_counts_insert`);
  try {
    const loading = performance.now();
    while (inserted < missing) {
      const size = Math.min(options.batch, missing - inserted);
      // Leads are numbered on from those there: n = done + 1 … is the next one of its dealership and channel.
      await db.execute(batchInsert(done + 1, done + size, agencyIds));
      inserted += size;
      done += size;
      options.onProgress?.({
        table: 'leads',
        done,
        total: options.leads,
        inserted,
        rowsPerSecond: inserted / ((performance.now() - loading) / 1000),
      });
    }
  } finally {
    await enableCounts(db);
  }
  // Fresh statistics, and the hint bits and visibility map set now rather than by the first reads.
  if (inserted > 0) await db.execute(sql`vacuum (analyze) leads, lead_counts`);
  return { advisorsCreated, leadsInserted: inserted, leads: done };
}
