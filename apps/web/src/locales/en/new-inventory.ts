import type { Messages } from '../es';

export const newInventory: Messages['newInventory'] = {
  statuses: {
    Borrador: 'Draft',
    Disponible: 'Available',
    Agotado: 'Sold out',
  },
};
