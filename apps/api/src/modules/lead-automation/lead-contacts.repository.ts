/**
 * The leads arriving contacts already have in their dealerships, for duplicates and returning
 * contacts: read once per dealership of a batch through `leads_agency_phone` and
 * `leads_agency_email` (phones are stored normalised, e-mails in lower case, so equality is the
 * comparison).
 *
 * The dealership is a constant of each query and the contacts are arrays: so written, the planner
 * seeks the contact indexes even on a table never analysed (the embedded database has no
 * autovacuum). Joined row by row with the arrivals instead, it took an index on the dealership
 * alone once the table grew, and read every lead of the dealership for each arrival (measured:
 * seconds per batch at 20,000 leads).
 */
import type { LeadChannelKey } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ContactLead {
  id: number;
  agency_id: number;
  channel: LeadChannelKey;
  phone: string;
  email: string;
  assigned_user_id: number | null;
  /** Its arrival, in milliseconds. */
  at: number;
}

/** A text[] parameter (drizzle would spread a bare array into a list of parameters). */
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The live leads of each dealership with any of its arrivals' phones or e-mails. */
export async function contactLeads(
  tx: Tx,
  arrivals: readonly { agency_id: number; phone: string; email: string }[],
): Promise<ContactLead[]> {
  const contacts = new Map<number, { phones: Set<string>; emails: Set<string> }>();
  for (const { agency_id, phone, email } of arrivals) {
    const agency = contacts.get(agency_id) ?? { phones: new Set<string>(), emails: new Set<string>() };
    contacts.set(agency_id, agency);
    if (phone) agency.phones.add(phone);
    if (email) agency.emails.add(email);
  }
  const found: ContactLead[] = [];
  // One dealership after the other: the queries share the transaction's connection.
  for (const [agencyId, { phones, emails }] of contacts) {
    if (phones.size === 0 && emails.size === 0) continue;
    found.push(
      ...(await queryRows<ContactLead>(
        tx,
        sql`select id, agency_id, channel, phone, email, assigned_user_id,
                   (extract(epoch from created_at) * 1000)::float8 as at
              from leads
             where agency_id = ${agencyId} and deleted_at is null
               and ((phone <> '' and phone = any(${texts([...phones])}))
                 or (email <> '' and email = any(${texts([...emails])})))`,
      )),
    );
  }
  return found;
}
