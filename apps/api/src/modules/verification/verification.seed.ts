/**
 * Past AutoCheck verifications of the demo dealerships, so the history shows each kind of result
 * on a fresh install. Idempotent: once any verification exists, nothing is added.
 */
import { decodeVin, verificationResult } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, users, verifications } from '../../db/schema';

const report = (
  vin: string | null,
  plate: string | null,
  theft: 'clear' | 'reported',
  reference: string,
) => ({
  reference,
  theft_status: theft,
  registry_status: 'registered' as const,
  vin,
  plate,
  state: 'Ciudad de México',
  brand: null,
  model: null,
  year: null,
  checked_at: '2026-01-01T00:00:00.000Z',
});

const DEMO = [
  { agency: 'Del Valle Polanco', kind: 'vin', query: '3N1AB7AP0KY123456', days: 1, outcome: 'clear' },
  { agency: 'Del Valle Polanco', kind: 'vin', query: '1HGCM82643A004352', days: 3, outcome: 'clear' },
  { agency: 'Del Valle Polanco', kind: 'plate', query: 'PRL-482-B', days: 6, outcome: 'stolen' },
  { agency: 'Del Valle Polanco', kind: 'vin', query: '3VWFE21C04M000001', days: 9, outcome: 'failed' },
  {
    agency: 'Del Valle Satélite Seminuevos',
    kind: 'vin',
    query: 'KNADM4A34H6123456',
    days: 2,
    outcome: 'clear',
  },
] as const;

export async function seedDemoVerifications(tx: Tx): Promise<void> {
  const [done] = await tx.select({ id: verifications.id }).from(verifications).limit(1);
  if (done) return;
  const [manager] = await tx.select().from(users).where(eq(users.email, 'gerente@vitrina.mx'));
  let sequence = 0;
  for (const demo of DEMO) {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.name, demo.agency));
    if (!agency) continue;
    sequence += 1;
    const decode = demo.kind === 'vin' ? decodeVin(demo.query) : null;
    const stored =
      demo.outcome === 'failed'
        ? { provider_status: 'failed' as const, provider_error: 'timeout' as const, report: null }
        : {
            provider_status: 'ok' as const,
            provider_error: null,
            report: report(
              demo.kind === 'vin' ? demo.query : null,
              demo.kind === 'plate' ? demo.query : null,
              demo.outcome === 'stolen' ? 'reported' : 'clear',
              `RPV-DEMO-${sequence}`,
            ),
          };
    const when = sql`now() - make_interval(days => ${demo.days})`;
    await tx.insert(verifications).values({
      agency_id: agency.id,
      user_id: manager?.id ?? null,
      user_name: manager?.name ?? 'Mariana López',
      kind: demo.kind,
      query: demo.query,
      decode,
      ...stored,
      result: verificationResult(decode, stored.provider_status, stored.report),
      created_at: when,
      checked_at: when,
      updated_at: when,
    });
  }
}
