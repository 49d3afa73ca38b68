import type { Messages } from '../es';

export const agencySettings: Messages['agencySettings'] = {};
