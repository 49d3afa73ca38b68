/**
 * Demo buyer alerts, so `/find-cars` shows something on a fresh install: searches drawn from
 * Del Valle Polanco's vehicles for sale (the first by model and years, with a budget just above the car;
 * then by brand alone, and by body type), a few tied to the buyer's state, and two that match no
 * lot. Idempotent: each has its own `external_id`, and one already there is left as it is.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const BUYERS = [
  ['Lucía Fernández', 'lucia.fernandez@example.com', '+525511223344', 'es'],
  ['Roberto Castillo', 'roberto.castillo@example.com', '+525522334455', 'es'],
  ['Daniela Ortiz', 'daniela.ortiz@example.com', '+523312345678', 'es'],
  ['Miguel Ángel Reyes', 'miguel.reyes@example.com', '+528187654321', 'es'],
  ['Sarah Johnson', 'sarah.johnson@example.com', '+525598765432', 'en'],
  ['Fernanda Ruiz', 'fernanda.ruiz@example.com', '', 'es'],
  ['Andrés Navarro', 'andres.navarro@example.com', '+525544556677', 'es'],
  ['Paola Jiménez', 'paola.jimenez@example.com', '+523398765432', 'es'],
  ['Héctor Salinas', 'hector.salinas@example.com', '+528112345678', 'es'],
  ['Valeria Méndez', 'valeria.mendez@example.com', '', 'es'],
] as const;

interface Seen {
  brand_id: number;
  model_id: number;
  year: number;
  price_cents: number;
  body_id: number | null;
}

export async function seedDemoBuyerAlerts(tx: Tx): Promise<void> {
  // One used vehicle for sale per model on Del Valle Polanco's lot (the demo's first dealership,
  // the Gerente's current one), the most recent first: the searches a buyer would save.
  const seen = await queryRows<Seen>(
    tx,
    sql`select distinct on (v.model_id) v.brand_id, v.model_id, v.year::int as year,
               coalesce(v.offer_price_cents, v.price_cents)::float8 as price_cents, v.body_id
          from vehicles v join agencies a on a.id = v.agency_id
         where a.name = 'Del Valle Polanco' and v.deleted_at is null and v.status = 'Disponible'
           and v.price_cents is not null
         order by v.model_id, v.year desc, v.id
         limit 8`,
  );
  const rows = BUYERS.map(([name, email, phone, locale], i) => {
    const car = seen[i % Math.max(seen.length, 1)];
    const base = { n: i + 1, name, email, phone, locale };
    if (!car) return null;
    if (i < 5) {
      // Model and years, a budget a little above the car's price; the second in Mexico City only.
      const budget = Math.ceil((car.price_cents * 1.08) / 1_000_000) * 1_000_000;
      return {
        ...base,
        brand: car.brand_id,
        model: car.model_id,
        from: car.year - 1,
        to: Math.min(car.year + 1, new Date().getFullYear()),
        price_to: budget,
        body: null,
        state: i === 1 ? '09' : null,
      };
    }
    if (i < 7)
      return {
        ...base,
        brand: car.brand_id,
        model: null,
        from: car.year - 3,
        to: null,
        price_to: null,
        body: null,
        state: null,
      };
    if (i < 8)
      return {
        ...base,
        brand: car.brand_id,
        model: null,
        from: null,
        to: null,
        price_to: null,
        body: car.body_id,
        state: null,
      };
    // Nothing on the lots is this cheap: these two match no dealership.
    return {
      ...base,
      brand: car.brand_id,
      model: car.model_id,
      from: null,
      to: null,
      price_to: 5_000_000,
      body: null,
      state: null,
    };
  }).filter((row) => row !== null);
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into buyer_alerts (external_id, name, email, phone, locale, brand_id, model_id, year_from, year_to,
                                  price_to_cents, body_id, state_code, created_at, updated_at)
        select 'demo-' || r.n, r.name, r.email, r.phone, r.locale, r.brand, r.model, r.from, r.to, r.price_to,
               r.body, r.state, now() - make_interval(hours => r.n * 7), now() - make_interval(hours => r.n * 7)
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(n int, name text, email text, phone text, locale text, brand int, model int, "from" int, "to" int,
                 price_to bigint, body int, state text)
        on conflict (external_id) do nothing`,
  );
}
