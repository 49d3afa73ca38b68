import type { Messages } from '../es';

export const agencies: Messages['agencies'] = {};
