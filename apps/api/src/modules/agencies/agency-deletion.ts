/**
 * What keeps an agency from being deleted (PRODUCT.md: refused "with the reason while it has
 * active users or inventory"). Each check answers the reason in the request's language, or
 * nothing; the refusal lists every reason found.
 */
import type { Locale } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { countActiveUsers } from './agencies.repository';

type DeletionBlocker = (tx: Tx, agencyId: number, locale: Locale) => Promise<string | undefined>;

const activeUsers: DeletionBlocker = async (tx, agencyId, locale) => {
  const count = await countActiveUsers(tx, agencyId);
  if (count === 0) return undefined;
  return translate(locale, count === 1 ? 'agencies.active_users_one' : 'agencies.active_users_other', {
    count,
  });
};

/**
 * INVENTORY HOOK: the inventory module does not exist yet. When it does, add a blocker here that
 * counts the agency's vehicles still in stock ("tiene 12 vehículos en inventario").
 */
const DELETION_BLOCKERS: readonly DeletionBlocker[] = [activeUsers];

const AND: Record<Locale, string> = { es: ' y ', en: ' and ' };

/** Throws the 409 with every reason when something still depends on the agency. */
export async function assertDeletable(tx: Tx, agencyId: number, locale: Locale): Promise<void> {
  const reasons: string[] = [];
  for (const blocker of DELETION_BLOCKERS) {
    const reason = await blocker(tx, agencyId, locale);
    if (reason) reasons.push(reason);
  }
  if (reasons.length > 0) {
    throw new HttpError(409, 'agencies.delete_refused', { reason: reasons.join(AND[locale]) });
  }
}
