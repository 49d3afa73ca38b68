import type { VerificationKind, VerificationResult } from '@vitrina/shared';
import type { Db } from '../../src/db/client';
import { verifications } from '../../src/db/schema';

/** A past AutoCheck verification of a dealership (no decode, no report unless told). */
export async function buildVerification(
  db: Db,
  overrides: {
    agencyId: number;
    query?: string;
    kind?: VerificationKind;
    result?: VerificationResult;
    userId?: number | null;
    userName?: string;
    providerStatus?: 'ok' | 'not_found' | 'failed' | 'not_configured';
  },
) {
  const [row] = await db
    .insert(verifications)
    .values({
      agency_id: overrides.agencyId,
      user_id: overrides.userId ?? null,
      user_name: overrides.userName ?? 'Mariana López',
      kind: overrides.kind ?? 'plate',
      query: overrides.query ?? 'ABC-123-D',
      provider_status: overrides.providerStatus ?? 'failed',
      provider_error: (overrides.providerStatus ?? 'failed') === 'failed' ? 'unavailable' : null,
      result: overrides.result ?? 'incomplete',
    })
    .returning();
  return row!;
}
