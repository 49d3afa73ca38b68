/**
 * What a request brings: its leads as the lead service takes them, each with the key that makes
 * a retry answer the same lead (the `Idempotency-Key` header, else the source's own id). A
 * header's key also carries the hash of what was asked under it: the lead as sent (JSON), or its
 * prospect as read (ADF), with its keys in order, so the same content sent again matches however
 * its fields are ordered or spaced. A source's own id carries none: resending a prospect with
 * changed details (ADF's `status="resend"`) is still the same lead.
 */
import { createHash } from 'node:crypto';
import { LEAD_CHANNEL_KEYS, type leadIngestionInput } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { NewLead } from '../leads/public';
import { adfLeads } from './adf';
import { type Arrival, vehiclesByStockOrVin } from './ingestions.repository';

export type Input = z.output<typeof leadIngestionInput>;

export const query = z.object({
  /** The channel of an ADF file's leads; JSON names its own. */
  channel: z.enum(LEAD_CHANNEL_KEYS).optional(),
});
export const headers = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });
const idempotencyHeader = (request: FastifyRequest) =>
  (request.headers as z.output<typeof headers>)['idempotency-key'];

/** JSON with every object's keys sorted: the same content, the same text. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;
const contentHash = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(sortedKeys(value)))
    .digest('hex');

/** One JSON lead: in the key's dealership (the route's rule refuses an agency_id of another one). */
export function jsonArrival(request: FastifyRequest, agencyId: number, input: Input): Arrival {
  const header = idempotencyHeader(request);
  return {
    idempotencyKey: header ? `header:${header}` : input.external_id ? `external:${input.external_id}` : null,
    asked: header ? { header, hash: contentHash(input) } : null,
    lead: {
      agency_id: agencyId,
      channel: input.channel,
      name: input.name,
      email: input.email,
      phone: input.phone,
      vehicle_id: input.vehicle_id,
      vehicle_title: input.vehicle_title,
      details: input.details,
      source: 'api',
      note: input.note,
    },
  };
}

/** An ADF file's leads, each with the dealership's used vehicle its VIN or stock number names. */
export async function adfArrivals(
  db: Db,
  request: FastifyRequest,
  agencyId: number,
  text: string,
): Promise<Arrival[]> {
  const leads = adfLeads(text, (request.query as z.output<typeof query>).channel);
  const vehicles = await vehiclesByStockOrVin(
    db,
    agencyId,
    leads.map((lead) => lead.stock),
    leads.map((lead) => lead.vin),
  );
  const header = idempotencyHeader(request);
  return leads.map((lead, i): Arrival => {
    const vehicle =
      (lead.stock && vehicles.byStock.get(lead.stock)) || (lead.vin && vehicles.byVin.get(lead.vin)) || null;
    const own: NewLead = {
      agency_id: agencyId,
      channel: lead.channel,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      vehicle_id: vehicle,
      vehicle_title: lead.vehicle_title,
      details: lead.details,
      source: 'api',
      note: lead.note,
    };
    // One header for a file of several prospects: each gets its place in the file.
    const fromHeader = header && (leads.length === 1 ? `header:${header}` : `header:${header}#${i + 1}`);
    const fromSource = lead.externalId && `external:${lead.externalId}`;
    return {
      lead: own,
      idempotencyKey: fromHeader || fromSource || null,
      asked: header ? { header, hash: contentHash(lead) } : null,
    };
  });
}
