/**
 * The alerts as the marketplace sends them (kept by its own id, so a retry or a change lands on
 * the same row) and the offers dealerships make to them.
 */
import { type AlertVehicleKind, type BuyerAlertInput, type buyerAlertInput, toCents } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';

type Input = z.output<typeof buyerAlertInput>;

export type { BuyerAlertInput };

/** Which of the catalog rows the alert names do not exist (the model must be of the brand). */
export async function unknownCatalogRows(db: Db | Tx, input: Input) {
  const row = await queryRow<{ brand: boolean; model: boolean; body: boolean }>(
    db,
    sql`select exists (select 1 from catalog_brands where id = ${input.brand_id}) as brand,
               (${input.model_id}::int is null
                or exists (select 1 from catalog_models where id = ${input.model_id}::int and brand_id = ${input.brand_id})) as model,
               (${input.body_id}::int is null or exists (select 1 from catalog_bodies where id = ${input.body_id}::int)) as body`,
  );
  return { brand: !row?.brand, model: !row?.model, body: !row?.body };
}

export interface StoredAlert {
  id: number;
  external_id: string;
  active: boolean;
  created: boolean;
}

/**
 * Creates the alert, or replaces the one with the same `external_id`; `created` says which. One
 * statement, so concurrent retries of the same alert cannot make two.
 */
export async function upsertAlert(tx: Tx, input: Input): Promise<StoredAlert> {
  const cents = (pesos: number | null) => (pesos === null ? null : toCents(pesos));
  const row = await queryRow<StoredAlert>(
    tx,
    sql`insert into buyer_alerts (external_id, name, email, phone, locale, brand_id, model_id, year_from, year_to,
                                  price_from_cents, price_to_cents, body_id, state_code, active)
        values (${input.external_id}, ${input.name}, ${input.email}, ${input.phone}, ${input.locale},
                ${input.brand_id}, ${input.model_id}, ${input.year_from}, ${input.year_to},
                ${cents(input.price_from)}, ${cents(input.price_to)}, ${input.body_id}, ${input.state_code},
                ${input.active})
        on conflict (external_id) do update set
          name = excluded.name, email = excluded.email, phone = excluded.phone, locale = excluded.locale,
          brand_id = excluded.brand_id, model_id = excluded.model_id, year_from = excluded.year_from,
          year_to = excluded.year_to, price_from_cents = excluded.price_from_cents,
          price_to_cents = excluded.price_to_cents, body_id = excluded.body_id,
          state_code = excluded.state_code, active = excluded.active, updated_at = now()
        returning id, external_id, active, (xmax = 0) as created`,
  );
  return row!;
}

export interface LockedAlert {
  id: number;
  name: string;
  email: string;
  phone: string;
  locale: 'es' | 'en';
  active: boolean;
  brand_name: string;
  model_name: string | null;
  year_from: number | null;
  year_to: number | null;
  price_to_cents: number | null;
}

/** The alert under its row lock: concurrent offers of the same vehicle take turns. */
export function lockAlert(tx: Tx, id: number): Promise<LockedAlert | undefined> {
  return queryRow(
    tx,
    sql`select a.id, a.name, a.email, a.phone, a.locale, a.active, b.name as brand_name, m.name as model_name,
               a.year_from, a.year_to, a.price_to_cents
          from buyer_alerts a join catalog_brands b on b.id = a.brand_id
          left join catalog_models m on m.id = a.model_id
         where a.id = ${id}
           for update of a`,
  );
}

export async function alreadyOffered(tx: Tx, alertId: number, kind: AlertVehicleKind, vehicleId: number) {
  const row = await queryRow<{ id: number }>(
    tx,
    sql`select id from buyer_alert_offers where alert_id = ${alertId} and kind = ${kind} and vehicle_id = ${vehicleId}`,
  );
  return row !== undefined;
}

export async function insertOffer(
  tx: Tx,
  offer: {
    alertId: number;
    agencyId: number;
    kind: AlertVehicleKind;
    vehicleId: number;
    leadId: number;
    userId: number;
  },
): Promise<number> {
  const row = await queryRow<{ id: number }>(
    tx,
    sql`insert into buyer_alert_offers (alert_id, agency_id, kind, vehicle_id, lead_id, offered_by)
        values (${offer.alertId}, ${offer.agencyId}, ${offer.kind}, ${offer.vehicleId}, ${offer.leadId}, ${offer.userId})
        returning id`,
  );
  return row!.id;
}

/** What the buyer's e-mail says of the dealership. */
export function offeringAgency(db: Db | Tx, agencyId: number) {
  return queryRow<{ name: string; phone: string | null; email: string | null; address: string }>(
    db,
    sql`select name, phone, email, address from agencies where id = ${agencyId}`,
  );
}
