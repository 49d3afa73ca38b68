/** The `inventoryForm` namespace in Spanish: the used-vehicle step form and the photo gallery. */
export const inventoryForm = {
  title: 'Auto seminuevo',
};
