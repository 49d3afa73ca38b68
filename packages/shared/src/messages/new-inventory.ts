import { defineMessages } from './define';

/**
 * New vehicles (`/brand-new-inventory`) and the stock photo sets (`/brand-new-vehicle/photos`);
 * what they share with used vehicles (conflict, deleted, inactive catalog year, fixed dealership)
 * is said with the `inventory.*` messages.
 */
export const newInventoryMessages = defineMessages({
  es: {
    'new_inventory.photo_set_taken': 'Ya existe un set de fotos para esta versión y año.',
    'new_inventory.photo_set_deleted': 'Set de fotos eliminado.',
    'new_inventory.vehicle_taken':
      'Esta agencia ya tiene esta versión y año en su inventario de nuevos; edita ese vehículo en lugar de crear otro.',
    'new_inventory.promotional_price_not_lower': 'El precio promocional debe ser menor que el precio.',
  },
  en: {
    'new_inventory.photo_set_taken': 'A photo set for this version and year already exists.',
    'new_inventory.photo_set_deleted': 'Photo set deleted.',
    'new_inventory.vehicle_taken':
      'This dealership already has this version and year in its new inventory; edit that vehicle instead of creating another.',
    'new_inventory.promotional_price_not_lower': 'The promotional price must be lower than the price.',
  },
});
