import type { Messages } from '../es';

export const dealershipSets: Messages['dealershipSets'] = {};
