import { defineMessages } from './define';

/**
 * Used vehicles (`/inventory`), their status changes and the sold inventory. Status names are
 * here too (`inventory.status.*`): the API names statuses in its messages and exports, and an
 * identifier is never shown as a label.
 */
export const inventoryMessages = defineMessages({
  es: {
    'inventory.status.Borrador': 'Borrador',
    'inventory.status.Disponible': 'Disponible',
    'inventory.status.Apartado': 'Apartado',
    'inventory.status.Vendido': 'Vendido',
    'inventory.vin_length': 'El VIN debe tener exactamente 17 caracteres.',
    'inventory.vin_ioq':
      'El VIN no puede llevar las letras I, O ni Q: nunca se usan en un VIN, para no confundirlas con 1 y 0.',
    'inventory.vin_characters': 'El VIN solo puede tener letras sin acentos y números.',
    'inventory.vin_check_digit':
      'El dígito verificador del VIN (posición 9) no coincide con el cálculo norteamericano. Muchos VIN mexicanos no lo siguen; confírmalo con la tarjeta de circulación.',
    'inventory.vin_year_mismatch':
      'El carácter del año modelo del VIN (posición 10) no corresponde al año elegido del catálogo.',
    'inventory.vin_taken': 'Ya hay un vehículo con ese VIN en el inventario de esta agencia.',
    'inventory.stock_number_format': 'Usa solo letras, números y los signos - _ / .',
    'inventory.stock_number_taken': 'Ya existe un vehículo con ese número de inventario en esta agencia.',
    'inventory.catalog_year_inactive':
      'Ese año del catálogo no existe o está desactivado. Elige la marca, el modelo, la versión y el año de nuevo.',
    'inventory.body_inactive': 'Ese tipo de carrocería no existe o está desactivado.',
    'inventory.agency_fixed':
      'Un vehículo no cambia de agencia. Para ofrecerlo en otra agencia, créalo en esa agencia.',
    'inventory.first_on_lot_future': 'La fecha de ingreso no puede ser posterior a hoy.',
    'inventory.price_required':
      'Escribe el precio: lo necesitan la publicación y cualquier estatus distinto de Borrador.',
    'inventory.offer_without_price': 'Escribe el precio antes del precio de oferta.',
    'inventory.offer_price_lower': 'El precio de oferta debe ser menor que el precio.',
    'inventory.price_unconfirmed':
      'Confirma el precio: {{amount}} está muy lejos de lo que suele costar un auto {{year}} o de los precios de esta agencia. Si es correcto, confírmalo para guardarlo.',
    'inventory.sold_unpublished': 'Un vehículo vendido no se puede publicar.',
    'inventory.limit_reached':
      'La agencia ya tiene publicados {{limit}} seminuevos, el límite de su plan. Despublica otro vehículo o mejora el plan para publicar más.',
    'inventory.conflict':
      'Alguien más guardó cambios en este vehículo mientras lo editabas. Recarga la página para ver la versión actual; tus cambios no se guardaron.',
    'inventory.deleted': 'Vehículo eliminado.',
    'inventory.status_changed': 'Estatus del vehículo actualizado.',
    'inventory.status_same': 'El vehículo ya está en «{{status}}».',
    'inventory.transition_not_allowed': 'Un vehículo en «{{from}}» no puede pasar a «{{to}}».',
    'inventory.transition_admin_only':
      'Solo un administrador puede regresar un vehículo de «{{from}}» a «{{to}}».',
    'inventory.status_needs_price':
      'Para pasar el vehículo a «{{to}}» necesita un precio: edítalo y escribe el precio.',
    'inventory.deposit_required': 'Para apartar el vehículo escribe el anticipo, mayor que cero.',
    'inventory.reserved_on_required': 'Para apartar el vehículo escribe la fecha del apartado.',
    'inventory.reserved_for_required': 'Para apartar el vehículo escribe para quién se aparta.',
    'inventory.sold_on_required': 'Para registrar la venta escribe la fecha de venta.',
    'inventory.sold_on_future': 'La fecha de venta no puede ser posterior a hoy.',
    'inventory.sold_on_before_lot':
      'La fecha de venta no puede ser anterior a la fecha de ingreso del vehículo.',
    'inventory.sale_price_required': 'Para registrar la venta escribe el precio de venta, mayor que cero.',
    'inventory.buyer_name_required': 'Para registrar la venta escribe el nombre del comprador.',
  },
  en: {
    'inventory.status.Borrador': 'Draft',
    'inventory.status.Disponible': 'Available',
    'inventory.status.Apartado': 'On hold',
    'inventory.status.Vendido': 'Sold',
    'inventory.vin_length': 'The VIN must be exactly 17 characters long.',
    'inventory.vin_ioq':
      'The VIN cannot contain the letters I, O or Q: they are never used in a VIN, so they are not mistaken for 1 and 0.',
    'inventory.vin_characters': 'The VIN may only contain unaccented letters and digits.',
    'inventory.vin_check_digit':
      'The VIN check digit (position 9) does not match the North American calculation. Many Mexican VINs do not follow it; confirm it against the registration card.',
    'inventory.vin_year_mismatch':
      'The model-year character of the VIN (position 10) does not match the catalog year chosen.',
    'inventory.vin_taken': "There is already a vehicle with that VIN in this dealership's inventory.",
    'inventory.stock_number_format': 'Use only letters, digits and the signs - _ / .',
    'inventory.stock_number_taken': 'This dealership already has a vehicle with that stock number.',
    'inventory.catalog_year_inactive':
      'That catalog year does not exist or is deactivated. Choose the brand, model, version and year again.',
    'inventory.body_inactive': 'That body type does not exist or is deactivated.',
    'inventory.agency_fixed':
      'A vehicle does not move to another dealership. To offer it at another dealership, create it there.',
    'inventory.first_on_lot_future': 'The date on the lot cannot be later than today.',
    'inventory.price_required': 'Enter the price: publishing and every status other than Draft need it.',
    'inventory.offer_without_price': 'Enter the price before the offer price.',
    'inventory.offer_price_lower': 'The offer price must be lower than the price.',
    'inventory.price_unconfirmed':
      "Confirm the price: {{amount}} is far from what a {{year}} car usually costs or from this dealership's prices. If it is right, confirm it to save it.",
    'inventory.sold_unpublished': 'A sold vehicle cannot be published.',
    'inventory.limit_reached':
      "The dealership already has {{limit}} used vehicles published, its plan's limit. Unpublish another vehicle or upgrade the plan to publish more.",
    'inventory.conflict':
      'Someone else saved changes to this vehicle while you were editing it. Reload the page to see the current version; your changes were not saved.',
    'inventory.deleted': 'Vehicle deleted.',
    'inventory.status_changed': 'Vehicle status updated.',
    'inventory.status_same': 'The vehicle is already "{{status}}".',
    'inventory.transition_not_allowed': 'A vehicle that is "{{from}}" cannot become "{{to}}".',
    'inventory.transition_admin_only':
      'Only an administrator can take a vehicle from "{{from}}" back to "{{to}}".',
    'inventory.status_needs_price':
      'To make the vehicle "{{to}}" it needs a price: edit it and enter the price.',
    'inventory.deposit_required': 'To put the vehicle on hold, enter the deposit, greater than zero.',
    'inventory.reserved_on_required': 'To put the vehicle on hold, enter the date of the hold.',
    'inventory.reserved_for_required': 'To put the vehicle on hold, enter who it is held for.',
    'inventory.sold_on_required': 'To record the sale, enter the sale date.',
    'inventory.sold_on_future': 'The sale date cannot be later than today.',
    'inventory.sold_on_before_lot':
      'The sale date cannot be earlier than the date the vehicle arrived on the lot.',
    'inventory.sale_price_required': 'To record the sale, enter the sale price, greater than zero.',
    'inventory.buyer_name_required': "To record the sale, enter the buyer's name.",
  },
});
