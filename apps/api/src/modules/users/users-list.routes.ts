/** Reading users (`/users`) or managers (`/managers`): the list, its export, one account. */
import { managerListQuery, userList, userListQuery } from '@vitrina/shared';
import type { App, AppContext } from '../../context';
import { type ExportColumn, sendExport } from '../../lib/export';
import { notFound } from '../../lib/http-error';
import { runList } from '../../lib/list-query';
import { errorAnswer, exportFormat, idParams } from '../../lib/route-schemas';
import { scopedAgencyIds, visibleAgencyIds } from '../../plugins/access';
import {
  actorOf,
  listAccess,
  objectAccess,
  refusals,
  toUser,
  type UserScreen,
  userAnswer,
} from './users.common';
import { findUser, type UserRow, userSource } from './users.repository';

const columns: ExportColumn<UserRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 30 },
  { header: { es: 'Correo electrónico', en: 'E-mail' }, value: (row) => row.email, width: 32 },
  { header: { es: 'Rol', en: 'Role' }, value: (row) => row.role, width: 14 },
  { header: { es: 'Activo', en: 'Active' }, value: (row) => row.status === 1, width: 10 },
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
  { header: { es: 'Creado', en: 'Created' }, value: (row) => new Date(row.created_at), width: 20 },
];

/** `/users?role=`; `/managers` has no such filter. */
const roleOf = (query: object): string | undefined =>
  'role' in query && typeof query.role === 'string' ? query.role : undefined;

export function userListRoutes(app: App, { database }: AppContext, screen: UserScreen) {
  const { db } = database;
  const query = screen.fixedRole ? managerListQuery : userListQuery;

  /** The list's source for this request: the access plugin already resolved `agency`. */
  const sourceFor = (
    request: Parameters<typeof actorOf>[0],
    filters: { role?: string | undefined; status?: number | undefined },
  ) =>
    userSource({
      scopeIds: scopedAgencyIds(request.agencyScope),
      visibleIds: visibleAgencyIds(actorOf(request)),
      role: screen.fixedRole ?? filters.role,
      status: filters.status,
    });

  app.get(
    screen.base,
    {
      config: listAccess(screen.permissions.read),
      schema: {
        tags: [screen.tag],
        summary: screen.fixedRole
          ? 'Managers (Gerente), paged, sorted, searched; filters agency and status'
          : 'Users, paged, sorted, searched; filters role, agency and status',
        querystring: query,
        response: { 200: userList, 403: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const { page, limit, sort, search, status } = request.query;
      const role = roleOf(request.query);
      const list = await runList<UserRow>(db, sourceFor(request, { role, status }), {
        page,
        limit,
        sort,
        search,
      });
      return { data: list.data.map(toUser), meta: list.meta };
    },
  );

  app.get(
    `${screen.base}/export`,
    {
      config: listAccess(screen.permissions.read),
      schema: {
        tags: [screen.tag],
        summary: 'The list as XLSX or CSV, with its filters',
        querystring: query.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 403: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search, status } = request.query;
      const role = roleOf(request.query);
      return sendExport(request, reply, db, {
        source: sourceFor(request, { role, status }),
        sort,
        search,
        columns,
        format,
        filename: screen.fixedRole ? { es: 'gerentes', en: 'managers' } : { es: 'usuarios', en: 'users' },
      });
    },
  );

  app.get(
    `${screen.base}/:id`,
    {
      config: objectAccess(screen.permissions.read),
      schema: {
        tags: [screen.tag],
        summary: 'One account; one the signed-in user may not see answers 404',
        params: idParams,
        response: { 200: userAnswer, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const visible = visibleAgencyIds(actor);
      const row = await findUser(db, request.params.id, visible);
      // A non-administrator sees an account only through a dealership they share with it.
      if (!row || (visible !== null && row.agencies.length === 0)) throw notFound();
      if (screen.fixedRole && row.role !== screen.fixedRole) throw notFound();
      return { data: toUser(row) };
    },
  );
}
