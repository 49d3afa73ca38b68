/**
 * A database of benchmark size (`npm run seed:scale`): `agencies` dealerships named "Agencia
 * Escala 0001"… that may publish used vehicles, and `vehicles` used vehicles spread evenly across
 * them, each of a real catalog year (the demo catalog is seeded first when the catalog is empty);
 * with `leads`, that many leads too (scale-leads.ts); with `alerts`, that many buyer alerts
 * (scale-alerts.ts).
 *
 * Set-based: each batch is one `insert … select … from generate_series(…)` in which PostgreSQL
 * derives every column from the row number n (multiplicative hashes pick the catalog year,
 * status, days on the lot, mileage…), so a million rows never cross into JavaScript. Each batch
 * commits on its own and reports progress. Deterministic for a given catalog and day, and
 * additive: run again with the same figures it adds nothing; with larger ones, what is missing.
 *
 * The rows are those of the product (the same columns and `search_text` a save writes), without
 * photos or histories: what a list reads.
 */
import { vehicleSearchText } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRow, queryRows } from '../query';
import { seedCatalogDemo } from './catalog-seed';
import { seedCatalogue } from './catalogue';
import { seedScaleAlerts } from './scale-alerts';
import { seedScaleLeads } from './scale-leads';
import type { ScaleProgress } from './scale-progress';

export const SCALE_AGENCY_PREFIX = 'Agencia Escala ';

export interface ScaleOptions {
  vehicles: number;
  agencies: number;
  /** Leads across the scale dealerships and the channels (scale-leads.ts); none when absent. */
  leads?: number;
  /** Buyer alerts of the marketplace (scale-alerts.ts); none when absent. */
  alerts?: number;
  /** Rows per INSERT (default 50,000). */
  batch?: number;
  onProgress?: (progress: ScaleProgress) => void;
}

export type { ScaleProgress };

export interface ScaleSummary {
  agenciesCreated: number;
  vehiclesInserted: number;
  vehicles: number;
  advisorsCreated: number;
  leadsInserted: number;
  leads: number;
  alertsInserted: number;
  alerts: number;
  catalogSeeded: boolean;
  seconds: number;
}

/** The scale dealerships' ids, in order. */
export async function scaleAgencyIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from agencies where name like ${`${SCALE_AGENCY_PREFIX}%`} and deleted_at is null order by name, id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The scale dealerships: the Premium package (every module), used and new vehicles allowed, and
 * room to publish every vehicle they will hold (`used_vehicle_limit`), as a big lot would buy.
 */
async function ensureAgencies(db: Db, count: number, perAgency: number): Promise<number> {
  const created = await queryRows<{ id: number }>(
    db,
    sql`insert into agencies (name, legal_name, package_id, is_premium, is_preowened, membership_status,
                              used_vehicle_limit, postal_code)
        select ${SCALE_AGENCY_PREFIX} || lpad(n::text, 4, '0'), 'Automotriz Escala ' || n || ', S.A. de C.V.',
               (select id from packages where name = 'Premium'), true, true, 'Activo', ${perAgency}, '06600'
          from generate_series(1, ${count}) as n
         where not exists (select 1 from agencies a
                            where a.name = ${SCALE_AGENCY_PREFIX} || lpad(n::text, 4, '0') and a.deleted_at is null)
        returning id`,
  );
  return created.length;
}

/**
 * The catalog years vehicles are drawn from, numbered from 0 (`k`), with the search text of their
 * names as vehicleSearchText writes it (computed here once, so the SQL only appends VIN and stock).
 */
async function catalogTable(db: Db): Promise<string> {
  const rows = await queryRows<{ id: number; brand: string; model: string; version: string; year: number }>(
    db,
    sql`select y.id, b.name as brand, m.name as model, v.name as version, y.year
          from catalog_years y join catalog_versions v on v.id = y.version_id
          join catalog_models m on m.id = v.model_id join catalog_brands b on b.id = m.brand_id
         where y.active and y.list_price_cents > 0 and y.year <= extract(year from current_date)
         order by y.id`,
  );
  return JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      text: vehicleSearchText([row.brand, row.model, row.version, row.year]),
    })),
  );
}

const EXTERIOR = `array['Blanco', 'Gris Plata', 'Negro', 'Gris Oxford', 'Rojo', 'Azul', 'Azul Marino', 'Arena']`;
const WMI = `array['3N1', '3VW', '3G1', '3HG', '3MZ', '3KP', 'JTD', 'MAL', 'KNA', 'LSJ']`;

/** One batch: vehicles n = first … last, the n-th to the (n mod agencies)-th scale dealership. */
function batchInsert(first: number, last: number, catalog: string, agencyIds: number[]) {
  // h: a 32-bit hash of n; its bit ranges choose independent properties.
  return sql`
    with cy as (
      select (row_number() over (order by c.id) - 1)::int as k, c.id, c.text, y.year, y.list_price_cents,
             v.id as version_id, v.model_id, m.brand_id, m.body_id, v.transmission, v.fuel,
             greatest(0.3, extract(year from current_date) - y.year + 0.5)::float8 as age
        from jsonb_to_recordset(${catalog}::jsonb) as c(id int, text text)
        join catalog_years y on y.id = c.id join catalog_versions v on v.id = y.version_id
        join catalog_models m on m.id = v.model_id
    ),
    ag as (select (ord - 1)::int as k, id from unnest(${`{${agencyIds.join(',')}}`}::int[]) with ordinality as a(id, ord)),
    base as (
      select n, (n * 2654435761) % 4294967296 as h, (n * 40503) % 100 as s
        from generate_series(${first}::bigint, ${last}::bigint) as n
    ),
    planned as (
      select b.n, b.h, b.s, cy.*, ag.id as agency_id,
             (b.h >> 8) % 200 as days,
             case when b.s < 70 then 'Disponible' when b.s < 78 then 'Borrador'
                  when b.s < 85 then 'Apartado' else 'Vendido' end as status,
             greatest(300, cy.age * (8000 + (b.h >> 4) % 14000) + b.h % 997)::int as mileage_km,
             -- usedPrice's rule (inventory-plan.ts) without the mileage: 16 % the first year, 10 % a
             -- year after, ±6 %, never above 95 % of the list price; pesos ending in 900.
             (greatest(29900, round(cy.list_price_cents / 100.0 * least(0.95, 0.84 * power(0.9, greatest(cy.age - 1, 0))
                * (0.94 + ((b.h >> 12) % 120) / 1000.0)) / 1000) * 1000 - 100) * 100)::bigint as price_cents,
             (${sql.raw(WMI)})[1 + (b.h % 10)::int] || upper(substr(md5(b.n::text), 1, 5)) || '0'
               || substr('ABCDEFGHJKLMNPRSTVWXY123456789', 1 + (cy.year - 1980) % 30, 1) || 'M'
               || lpad((b.n % 1000000)::text, 6, '0') as vin,
             'ESC-' || b.n as stock_number
        from base b
        join cy on cy.k = b.h % (select count(*) from cy)
        join ag on ag.k = b.n % ${agencyIds.length}
    )
    insert into vehicles (agency_id, catalog_year_id, brand_id, model_id, version_id, year, search_text, body_id,
                          vin, stock_number, mileage_km, exterior_color, interior_color, transmission, fuel,
                          drivetrain, doors, passengers, engine, price_cents, offer_price_cents, description,
                          equipment, first_on_lot, status, deposit_cents, reserved_on, reserved_for, sold_on,
                          sale_price_cents, buyer_name, published_marketplace, published_mercadolibre,
                          published_meta, created_at, updated_at)
    select agency_id, id, brand_id, model_id, version_id, year, text || ' ' || lower(vin) || ' ' || lower(stock_number),
           body_id, vin, stock_number, mileage_km, (${sql.raw(EXTERIOR)})[1 + ((h >> 7) % 8)::int],
           (array['Negro', 'Gris', 'Beige'])[1 + ((h >> 11) % 3)::int], transmission, fuel,
           'fwd', 4, 5, '1.6 L 4 cil.', price_cents,
           case when (h >> 3) % 7 = 0 and price_cents > 10000000 then price_cents - 1000000 end,
           'Unidad en excelente estado, servicios de agencia al corriente.',
           case (h >> 9) % 3 when 0 then array['Aire acondicionado', 'Frenos ABS', 'Bolsas de aire frontales']
                             when 1 then array['Aire acondicionado', 'Cámara de reversa', 'Apple CarPlay y Android Auto']
                             else array['Asientos de piel', 'Quemacocos', 'Clima automático de dos zonas'] end,
           current_date - days::int, status,
           case when status = 'Apartado' then 1000000 end,
           case when status = 'Apartado' then current_date - least(days, (h >> 13) % 5)::int end,
           case when status = 'Apartado' then 'Cliente ' || n end,
           case when status = 'Vendido' then current_date - days::int + least(days, 5 + (h >> 14) % 60)::int end,
           case when status = 'Vendido' then price_cents end,
           case when status = 'Vendido' then 'Comprador ' || n end,
           status in ('Disponible', 'Apartado') and (h >> 5) % 10 < 8,
           status in ('Disponible', 'Apartado') and (h >> 6) % 10 < 3,
           status in ('Disponible', 'Apartado') and (h >> 15) % 10 < 4,
           (current_date - days::int) + time '10:00',
           (current_date - days::int) + time '10:00' + make_interval(days => ((h >> 16) % (days + 1))::int)
      from planned
    on conflict do nothing`;
}

/**
 * Fills the database: the catalogue (roles, packages) and the demo catalog if there is none, the
 * scale dealerships, then the vehicles that are missing, `batch` rows per statement.
 */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const batch = options.batch ?? 50_000;
  const agencyCount = Math.max(1, options.agencies);
  let catalogSeeded = false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    const any = await queryRow<{ n: number }>(
      tx,
      sql`select count(*)::int as n from catalog_years where active`,
    );
    if (!any?.n) {
      await seedCatalogDemo(tx);
      catalogSeeded = true;
    }
  });
  const agenciesCreated = await ensureAgencies(db, agencyCount, Math.ceil(options.vehicles / agencyCount));
  const agencyIds = (await scaleAgencyIds(db)).slice(0, agencyCount);
  const catalog = await catalogTable(db);

  const counts = await queryRow<{ n: number; last: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(substr(stock_number, 5)::bigint), 0)::float8 as last
          from vehicles where stock_number like 'ESC-%' and agency_id in (select unnest(${`{${agencyIds.join(',')}}`}::int[]))`,
  );
  let done = counts?.n ?? 0;
  let next = (counts?.last ?? 0) + 1;
  const missing = Math.max(0, options.vehicles - done);
  let inserted = 0;
  const loading = performance.now();
  while (inserted < missing) {
    const size = Math.min(batch, missing - inserted);
    const result = (await db.execute(batchInsert(next, next + size - 1, catalog, agencyIds))) as unknown as {
      rowCount: number | null;
    };
    next += size;
    // A row whose VIN or stock number is already taken is skipped (on conflict do nothing).
    inserted += size;
    done += result.rowCount ?? size;
    options.onProgress?.({
      table: 'vehicles',
      done,
      total: options.vehicles,
      inserted,
      rowsPerSecond: inserted / ((performance.now() - loading) / 1000),
    });
  }
  // Fresh statistics, so the first queries plan with the table's real size; and the hint bits and
  // visibility map set now, not by the first reads (which would otherwise write every page they touch).
  if (inserted > 0) await db.execute(sql`vacuum (analyze) vehicles`);
  const leads =
    options.leads === undefined
      ? { advisorsCreated: 0, leadsInserted: 0, leads: 0 }
      : await seedScaleLeads(db, agencyIds, { leads: options.leads, batch, onProgress: options.onProgress });
  const alerts =
    options.alerts === undefined
      ? { alertsInserted: 0, alerts: 0 }
      : await seedScaleAlerts(db, { alerts: options.alerts, batch, onProgress: options.onProgress });
  return {
    agenciesCreated,
    vehiclesInserted: inserted,
    vehicles: done,
    ...leads,
    ...alerts,
    catalogSeeded,
    seconds: (performance.now() - started) / 1000,
  };
}
