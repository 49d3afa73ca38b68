/** Upgrade requests: the administrators' list, one request, and who is told of a new one. */
import {
  type OfferType,
  ROLES,
  type SortField,
  type UpgradeRequestStatus,
  upgradeRequestResource,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

export interface UpgradeRequestRow {
  id: number;
  agency_id: number;
  agency_name: string;
  type: OfferType;
  package_id: number | null;
  package_name: string;
  current_package_name: string;
  module: string | null;
  message: string;
  requested_by_name: string;
  requested_by_email: string;
  status: UpgradeRequestStatus;
  handled_at: string | null;
  handled_by_name: string | null;
  created_at: string;
  updated_at: string;
}

const searchable = { agency_name: sql`a.name` };

export function upgradeRequestSource(
  filters: { status?: UpgradeRequestStatus | undefined; type?: OfferType | undefined } = {},
): ListSource<SortField<typeof upgradeRequestResource>> {
  return {
    select: sql`r.id, r.agency_id, a.name as agency_name, r.type, r.package_id, r.package_name,
      r.current_package_name, r.module, r.message, r.requested_by_name, r.requested_by_email, r.status,
      r.handled_at, h.name as handled_by_name,
      r.created_at, r.updated_at`,
    from: sql`upgrade_requests r join agencies a on a.id = r.agency_id left join users h on h.id = r.handled_by`,
    where: [
      filters.status === undefined ? undefined : sql`r.status = ${filters.status}`,
      filters.type === undefined ? undefined : sql`r.type = ${filters.type}`,
    ],
    sortable: {
      created_at: sql`r.created_at`,
      agency_name: nameOrder(sql`a.name`),
      status: sql`r.status`,
    },
    defaultSort: upgradeRequestResource.defaultSort,
    tiebreaker: sql`r.id`,
    search: upgradeRequestResource.search.map((field) => searchable[field]),
  };
}

export async function findUpgradeRequest(db: Db | Tx, id: number): Promise<UpgradeRequestRow | undefined> {
  const source = upgradeRequestSource();
  return queryRow<UpgradeRequestRow>(db, sql`select ${source.select} from ${source.from} where r.id = ${id}`);
}

export interface Recipient {
  name: string;
  email: string;
  locale: string;
}

/** The platform's administrators who can act on the request: active, holding 'update commercial offer'. */
export async function upgradeRecipients(tx: Tx): Promise<Recipient[]> {
  return queryRows<Recipient>(
    tx,
    sql`select u.name, u.email, u.locale from users u join roles r on r.id = u.role_id
      where u.deleted_at is null and u.status <> -1 and r.name in ${list([ROLES.superadmin, ROLES.admin])}
        and (exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
                     where rp.role_id = u.role_id and p.name = 'update commercial offer')
          or exists (select 1 from user_permissions up join permissions p on p.id = up.permission_id
                     where up.user_id = u.id and p.name = 'update commercial offer'))
      order by u.id`,
  );
}
