/** Data of realistic size for the server benchmarks, written with bulk SQL so setup stays quick. */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/db/seed';

/** Migrations and the demo seed: roles, the catalogue's brands, the demo dealerships and users. */
export async function seedDemo(database: Database) {
  await database.migrate();
  await seed(database.db, { seedDemo: true, admin: undefined });
}

/**
 * `count` more agencies spread over 50 new groups, the three packages, the demo families and the
 * SEPOMEX sample's settlements. One in seven is a used-car lot ("… Seminuevos"), spread over the
 * alphabet (a search for SEMINUEVOS matches ~1,430 of 10,000). Call once per database.
 */
export async function addAgencies(database: Database, count: number) {
  const { db } = database;
  await db.execute(sql`
    insert into dealership_groups (name) select 'Grupo Automotriz ' || n from generate_series(1, 50) as n`);
  await db.execute(sql`
    with g as (select array_agg(id order by id) as ids from dealership_groups),
         p as (select array_agg(id order by id) as ids from packages),
         f as (select array_agg(id order by id) as ids from dealership_families),
         s as (select array_agg(id order by id) as ids, array_agg(postal_code order by id) as codes from sepomex)
    insert into agencies (name, legal_name, group_id, family_id, package_id, postal_code, sepomex_id,
                          membership_status, is_premium, is_preowened)
    select 'Agencia ' || (array['Norte', 'Sur', 'Centro', 'Oriente', 'Poniente', 'Bajío', 'Península'])[1 + (n / 7) % 7]
             || ' ' || n || case when n % 7 = 0 then ' Seminuevos' else '' end,
           'Automotriz ' || n || ', S.A. de C.V.',
           g.ids[1 + n % cardinality(g.ids)],
           case when cardinality(f.ids) > 0 and n % 3 = 0 then f.ids[1 + n % cardinality(f.ids)] end,
           p.ids[1 + n % cardinality(p.ids)],
           s.codes[1 + n % cardinality(s.ids)],
           s.ids[1 + n % cardinality(s.ids)],
           (array['Activo', 'Activo', 'Activo', 'Prueba', 'Suspendido', 'Cancelado'])[1 + n % 6],
           n % 2 = 0, true
      from generate_series(1, ${count}) as n, g, p, f, s`);
  await db.execute(sql`analyze`);
}
