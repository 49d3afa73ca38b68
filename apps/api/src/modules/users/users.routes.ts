import { userRoleOptions } from '@vitrina/shared';
import type { Module } from '../../context';
import { actorOf, MANAGERS, USERS } from './users.common';
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
  for (const screen of [USERS, MANAGERS]) {
    userListRoutes(app, context, screen);
    userWriteRoutes(app, context, screen);
    userActionRoutes(app, context, screen);
  }

  app.get(
    `${USERS.base}/role-options`,
    {
      config: { access: { permission: 'read users', scope: 'user' } },
      schema: {
        tags: ['users'],
        summary: 'The roles the signed-in user may assign ({ label, value: role id })',
        response: { 200: userRoleOptions },
      },
    },
    async (request) => {
      const roles = await listRoles(context.database.db);
      const data = assignableRoles(actorOf(request), roles).map((role) => ({
        label: role.name,
        value: role.id,
      }));
      return { data };
    },
  );
};
