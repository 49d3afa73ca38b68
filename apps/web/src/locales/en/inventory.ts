import type { Messages } from '../es';

export const inventory: Messages['inventory'] = {
  statuses: {
    Borrador: 'Draft',
    Disponible: 'Available',
    Apartado: 'On hold',
    Vendido: 'Sold',
  },
  drivetrains: {
    fwd: 'Front-wheel drive',
    rwd: 'Rear-wheel drive',
    awd: 'All-wheel drive',
    '4x4': '4x4',
  },
};
