import type { Messages } from '../es';

export const roles: Messages['roles'] = {};
