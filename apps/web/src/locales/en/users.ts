import type { Messages } from '../es';

export const users: Messages['users'] = {};
