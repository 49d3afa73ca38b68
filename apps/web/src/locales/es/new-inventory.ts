/** The `newInventory` namespace in Spanish: new vehicles and the platform's stock photo sets. */
export const newInventory = {
  statuses: {
    Borrador: 'Borrador',
    Disponible: 'Disponible',
    Agotado: 'Agotado',
  },
};
