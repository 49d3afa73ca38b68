/** Reading users (`/users`) or managers (`/managers`): the list, its export, one account. */
import { type AccountState, USER_ACTIVE } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { createdColumn, type ExportColumn, idColumn } from '../../lib/export';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { scopedAgencyIds, visibleAgencyIds } from '../../plugins/access';
import { ruleActorOf, toUser, type UserScreen } from './users.common';
import { findUser, type UserRow, userSource } from './users.repository';

const columns: ExportColumn<UserRow>[] = [
  idColumn(),
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 30 },
  { header: { es: 'Correo electrónico', en: 'E-mail' }, value: (row) => row.email, width: 32 },
  { header: { es: 'Rol', en: 'Role' }, value: (row) => row.role, width: 14 },
  { header: { es: 'Activo', en: 'Active' }, value: (row) => row.status === USER_ACTIVE, width: 10 },
  {
    header: { es: 'Agencias', en: 'Dealerships' },
    value: (row) => row.agencies.map((agency) => agency.name).join(', '),
    width: 40,
  },
  {
    header: { es: 'Último inicio de sesión', en: 'Last sign-in' },
    value: (row) => (row.last_sign_in_at ? new Date(row.last_sign_in_at) : null),
    width: 20,
  },
  {
    header: { es: 'Correo verificado', en: 'E-mail verified' },
    value: (row) => (row.email_verified_at ? new Date(row.email_verified_at) : null),
    width: 20,
  },
  createdColumn(),
];

/** `/users?role=`; `/managers` has no such filter. */
type Filters = {
  role?: string | undefined;
  status?: number | undefined;
  account?: AccountState | undefined;
};

export function userListRoutes(screen: UserScreen) {
  const { kit, fixedRole } = screen;

  /** The list's source for this request: the access plugin already resolved `agency`. */
  const source = (filters: Filters, _params: unknown, request: FastifyRequest) =>
    userSource({
      scopeIds: scopedAgencyIds(request.agencyScope),
      visibleIds: visibleAgencyIds(ruleActorOf(request)),
      role: fixedRole ?? filters.role,
      status: filters.status,
      account: filters.account,
    });

  listRoute(kit, {
    summary: fixedRole
      ? 'Managers (Gerente), paged, sorted, searched; filters agency and status'
      : 'Users, paged, sorted, searched; filters role, agency and status',
    source,
    toItem: toUser,
  });

  exportRoute(kit, {
    summary: 'The list as XLSX or CSV, with its filters',
    source,
    columns: () => columns,
    filename: fixedRole ? { es: 'gerentes', en: 'managers' } : { es: 'usuarios', en: 'users' },
  });

  oneRoute(kit, {
    summary: 'One account; one the signed-in user may not see answers 404',
    find: async ({ id }, request) => {
      const visible = visibleAgencyIds(ruleActorOf(request));
      const row = await findUser(kit.db, id, visible);
      // A non-administrator sees an account only through a dealership they share with it.
      if (!row || (visible !== null && row.agencies.length === 0)) return undefined;
      if (fixedRole && row.role !== fixedRole) return undefined;
      return row;
    },
    toItem: toUser,
  });
}
