/**
 * The rules of a used vehicle's status change, as pure functions over plain values: whether the
 * transition is allowed (VEHICLE_TRANSITIONS, ADMIN_ONLY_TRANSITIONS), what the target status
 * needs, and what the change writes (the fields it records, the ones it clears, the publication
 * it ends). The route (vehicle-status.routes.ts) reads the stored row and writes the result.
 */
import {
  ADMIN_ONLY_TRANSITIONS,
  type ErrorKey,
  toCents,
  VEHICLE_TRANSITIONS,
  type VehicleStatus,
  type VehicleStatusChange,
} from '@vitrina/shared';

/** Statuses in which a vehicle with `published_marketplace` is on the marketplace (and counts against the limit). */
export const LIVE_STATUSES: readonly VehicleStatus[] = ['Disponible', 'Apartado'];

export const isLive = (vehicle: { status: string; published_marketplace: boolean }) =>
  vehicle.published_marketplace && (LIVE_STATUSES as readonly string[]).includes(vehicle.status);

/** Why a change is refused: the message (with its parameters) and the fields to mark. */
export interface Refusal {
  key: ErrorKey;
  params?: { from?: VehicleStatus; to?: VehicleStatus; status?: VehicleStatus };
  fields?: Record<string, ErrorKey[]>;
}

/** Whether `from` → `to` is a transition at all, and for whom. */
export function transitionRefusal(from: VehicleStatus, to: VehicleStatus, admin: boolean): Refusal | null {
  return moveRefusal(from, to) ?? (admin ? null : adminOnlyRefusal(from, to));
}

/** Whether `from` → `to` is a transition at all (for an administrator). */
export function moveRefusal(from: VehicleStatus, to: VehicleStatus): Refusal | null {
  if (from === to) return { key: 'inventory.status_same', params: { status: to } };
  if (!VEHICLE_TRANSITIONS[from].includes(to)) {
    return { key: 'inventory.transition_not_allowed', params: { from, to } };
  }
  return null;
}

/** A transition only administrators make (reverting Vendido): the refusal for anyone else. */
export function adminOnlyRefusal(from: VehicleStatus, to: VehicleStatus): Refusal | null {
  const adminOnly = ADMIN_ONLY_TRANSITIONS.some(([a, b]) => a === from && b === to);
  return adminOnly ? { key: 'inventory.transition_admin_only', params: { from, to } } : null;
}

/** What the stored vehicle brings to the change. */
export interface StatusSubject {
  status: VehicleStatus;
  price_cents: number | null;
  first_on_lot: string;
}

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

/**
 * Everything the target status needs that the vehicle or the request lacks: every status but
 * Borrador needs a price; Apartado a deposit, the day and for whom; Vendido the day (not in the
 * future, not before the vehicle arrived), the sale price and the buyer. The first missing thing
 * is the message; every one is marked on its field.
 */
export function requirementRefusal(
  vehicle: StatusSubject,
  change: VehicleStatusChange,
  today: string,
): Refusal | null {
  const to = change.status;
  if (to !== 'Borrador' && vehicle.price_cents === null) {
    return { key: 'inventory.status_needs_price', params: { to } };
  }
  const fields: Record<string, ErrorKey[]> = {};
  if (to === 'Apartado') {
    if (!(change.deposit && change.deposit > 0)) fields.deposit = ['inventory.deposit_required'];
    if (!change.reserved_on) fields.reserved_on = ['inventory.reserved_on_required'];
    if (!filled(change.reserved_for)) fields.reserved_for = ['inventory.reserved_for_required'];
  }
  if (to === 'Vendido') {
    if (!change.sold_on) fields.sold_on = ['inventory.sold_on_required'];
    else if (change.sold_on > today) fields.sold_on = ['inventory.sold_on_future'];
    else if (change.sold_on < vehicle.first_on_lot) fields.sold_on = ['inventory.sold_on_before_lot'];
    if (!(change.sale_price && change.sale_price > 0)) fields.sale_price = ['inventory.sale_price_required'];
    if (!filled(change.buyer_name)) fields.buyer_name = ['inventory.buyer_name_required'];
  }
  const first = Object.values(fields)[0]?.[0];
  return first ? { key: first, fields } : null;
}

/**
 * The columns a change writes (the request's texts come trimmed by its schema): the new status, what it records, and cleared what the vehicle
 * leaves behind (leaving Apartado drops the hold, leaving Vendido the sale). A sold vehicle is
 * taken off every channel; going back to Disponible publishes nothing by itself.
 */
export function statusColumns(change: VehicleStatusChange) {
  const to = change.status;
  const apartado = to === 'Apartado';
  const vendido = to === 'Vendido';
  return {
    status: to,
    deposit_cents: apartado ? toCents(change.deposit!) : null,
    reserved_on: apartado ? change.reserved_on! : null,
    reserved_for: apartado ? change.reserved_for! : null,
    sold_on: vendido ? change.sold_on! : null,
    sale_price_cents: vendido ? toCents(change.sale_price!) : null,
    buyer_name: vendido ? change.buyer_name! : null,
    lead_id: vendido ? (change.lead_id ?? null) : null,
    ...(vendido
      ? { published_marketplace: false, published_mercadolibre: false, published_meta: false }
      : {}),
  };
}

/** What the status history keeps of a change: the fields its target status records, as sent. */
export function statusDetails(change: VehicleStatusChange): Record<string, unknown> {
  if (change.status === 'Apartado') {
    return { deposit: change.deposit, reserved_on: change.reserved_on, reserved_for: change.reserved_for };
  }
  if (change.status === 'Vendido') {
    return {
      sold_on: change.sold_on,
      sale_price: change.sale_price,
      buyer_name: change.buyer_name,
      lead_id: change.lead_id ?? null,
    };
  }
  return {};
}
