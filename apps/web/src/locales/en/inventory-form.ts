import type { Messages } from '../es';

export const inventoryForm: Messages['inventoryForm'] = {
  title: 'Used vehicle',
};
