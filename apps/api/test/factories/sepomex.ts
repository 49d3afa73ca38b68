/** SEPOMEX settlements (the colonias of a postal code). */
import type { Db } from '../../src/db/client';
import { sepomex } from '../../src/db/schema';
import { unique } from './unique';

export interface SettlementOverrides {
  postal_code?: string;
  settlement?: string;
  settlement_type?: string;
  municipality?: string;
  city?: string;
  state?: string;
  state_code?: string;
}

/** One SEPOMEX settlement (a colonia of a postal code); official codes made unique per call. */
export async function buildSettlement(db: Db, overrides: SettlementOverrides = {}) {
  const [row] = await db
    .insert(sepomex)
    .values({
      postal_code: overrides.postal_code ?? '11560',
      settlement: overrides.settlement ?? 'Polanco V Sección',
      settlement_type: overrides.settlement_type ?? 'Colonia',
      municipality: overrides.municipality ?? 'Miguel Hidalgo',
      city: overrides.city ?? 'Ciudad de México',
      state: overrides.state ?? 'Ciudad de México',
      state_code: overrides.state_code ?? '09',
      municipality_code: '016',
      settlement_code: unique(),
    })
    .returning();
  return row!;
}
