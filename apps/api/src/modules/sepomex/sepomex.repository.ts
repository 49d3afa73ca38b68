import type { SepomexSettlement } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { nameOrder } from '../../lib/sql-fragments';
import type { SepomexRow } from './sepomex-file';

/** The settlements of one postal code, by name ("Álvaro" sorts with "Alvaro"). */
export function findSettlements(db: Db | Tx, postalCode: string): Promise<SepomexSettlement[]> {
  return queryRows<SepomexSettlement>(
    db,
    sql`select id, settlement, settlement_type as type, municipality, state, city, postal_code
          from sepomex
         where postal_code = ${postalCode}
         order by ${nameOrder(sql`settlement`)}, id`,
  );
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Writes a batch keyed by the official ids (state, municipality, settlement, postal code): new
 * settlements are inserted, renamed ones updated, identical ones left untouched — so loading
 * the same file again writes nothing. Identical rows are filtered out before the upsert because
 * ON CONFLICT locks every row it meets, which writes to each page even when nothing changes
 * (measured: a re-import then took longer than the first import). The rows travel as one JSON
 * parameter (see seed/catalog-seed.ts for why), and `xmax = 0` tells an inserted row from an
 * updated one. A batch must not hold one key twice.
 */
export async function upsertSepomexRows(db: Db | Tx, rows: SepomexRow[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const counts = await queryRow<UpsertCounts>(
    db,
    sql`with incoming as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(
                 postal_code text, settlement text, settlement_type text, municipality text, state text,
                 city text, zone text, state_code text, municipality_code text, settlement_code text)
        ), changed as (
          select i.* from incoming i
           where not exists (
                 select 1 from sepomex s
                  where s.state_code = i.state_code and s.municipality_code = i.municipality_code
                    and s.settlement_code = i.settlement_code and s.postal_code = i.postal_code
                    and (s.settlement, s.settlement_type, s.municipality, s.state, s.city, s.zone)
                        is not distinct from
                        (i.settlement, i.settlement_type, i.municipality, i.state, i.city, i.zone))
        ), upserted as (
          insert into sepomex (postal_code, settlement, settlement_type, municipality, state, city, zone,
                               state_code, municipality_code, settlement_code)
          select postal_code, settlement, settlement_type, municipality, state, city, zone,
                 state_code, municipality_code, settlement_code
            from changed
          on conflict (state_code, municipality_code, settlement_code, postal_code) do update
             set settlement = excluded.settlement, settlement_type = excluded.settlement_type,
                 municipality = excluded.municipality, state = excluded.state,
                 city = excluded.city, zone = excluded.zone
           where (sepomex.settlement, sepomex.settlement_type, sepomex.municipality, sepomex.state,
                  sepomex.city, sepomex.zone)
                 is distinct from
                 (excluded.settlement, excluded.settlement_type, excluded.municipality, excluded.state,
                  excluded.city, excluded.zone)
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted)::int as inserted,
               count(*) filter (where not inserted)::int as updated
          from upserted`,
  );
  return counts ?? { inserted: 0, updated: 0 };
}
