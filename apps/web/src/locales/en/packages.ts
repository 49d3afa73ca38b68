import type { Messages } from '../es';

export const packages: Messages['packages'] = {};
