import { managerResource, ROLES, userResource, userRoleOptions } from '@vitrina/shared';
import type { Module } from '../../context';
import { resourceKit, routeUrl } from '../../lib/resource-kit';
import { ruleActorOf, type UserScreen, userScopes } from './users.common';
import { listRoles } from './users.repository';
import { assignableRoles } from './users.rules';
import { userActionRoutes } from './users-actions.routes';
import { userListRoutes } from './users-list.routes';
import { userWriteRoutes } from './users-write.routes';

/**
 * Users (`/users`, 'read users') and managers (`/managers`, 'list managers'): one set of routes
 * per screen, the second fixed to the Gerente role; plus the roles the signed-in user may give.
 */
export const usersModule: Module = (app, context) => {
  const { db } = context.database;
  const screens: UserScreen[] = [
    { kit: resourceKit(app, userResource, { db, tag: 'users', scope: userScopes }), fixedRole: null },
    {
      kit: resourceKit(app, managerResource, { db, tag: 'users', scope: userScopes }),
      fixedRole: ROLES.manager,
    },
  ];
  for (const screen of screens) {
    userListRoutes(screen);
    userWriteRoutes(screen, context);
    userActionRoutes(screen, context);
  }

  app.get(
    routeUrl(userResource, '/role-options'),
    {
      config: { access: { permission: userResource.permissions.read, scope: 'user' } },
      schema: {
        tags: ['users'],
        summary: 'The roles the signed-in user may assign ({ label, value: role id })',
        response: { 200: userRoleOptions },
      },
    },
    async (request) => {
      const roles = await listRoles(db);
      const data = assignableRoles(ruleActorOf(request), roles).map((role) => ({
        label: role.name,
        value: role.id,
      }));
      return { data };
    },
  );
};
