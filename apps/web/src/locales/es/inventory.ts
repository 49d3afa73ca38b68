/**
 * The `inventory` namespace in Spanish: used and sold vehicles (list, details, status changes)
 * and the vocabulary every inventory screen shares (statuses, drivetrains).
 */
export const inventory = {
  statuses: {
    Borrador: 'Borrador',
    Disponible: 'Disponible',
    Apartado: 'Apartado',
    Vendido: 'Vendido',
  },
  drivetrains: {
    fwd: 'Delantera',
    rwd: 'Trasera',
    awd: 'Integral (AWD)',
    '4x4': '4x4',
  },
};
