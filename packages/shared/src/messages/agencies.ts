import { defineMessages } from './define';

export const agencyMessages = defineMessages({
  es: {
    'agencies.rfc_invalid':
      'El RFC no es válido: 3 letras (empresa) o 4 (persona), la fecha AAMMDD y 3 caracteres de homoclave.',
    'agencies.phone_invalid': 'Escribe un número de 10 dígitos.',
    'agencies.postal_code_invalid': 'El código postal tiene 5 dígitos.',
    'agencies.waba_invalid': 'El ID de la cuenta de WhatsApp Business son solo dígitos (de 5 a 30).',
    'agencies.name_taken': 'Ya existe una agencia con ese nombre.',
    'agencies.group_not_found': 'El grupo elegido no existe.',
    'agencies.family_not_found': 'La familia elegida no existe.',
    'agencies.package_not_found': 'El paquete elegido no existe.',
    'agencies.settlement_mismatch': 'La colonia no corresponde al código postal.',
    'agencies.settlement_required': 'Elige la colonia del código postal.',
    'agencies.admin_only':
      'Solo un administrador puede cambiar lo que la agencia tiene contratado: paquete, membresía, autos nuevos y seminuevos, y WhatsApp.',
    'agencies.set_not_yours': 'Elige un grupo o una familia de tus agencias.',
    'agencies.delete_refused': 'No se puede eliminar la agencia porque {{reason}}.',
    'agencies.active_users_one': 'tiene 1 usuario activo',
    'agencies.active_users_other': 'tiene {{count}} usuarios activos',
    'agencies.deleted': 'Agencia eliminada.',
  },
  en: {
    'agencies.rfc_invalid':
      'The RFC is not valid: 3 letters (company) or 4 (person), the date YYMMDD and a 3-character check code.',
    'agencies.phone_invalid': 'Enter a 10-digit number.',
    'agencies.postal_code_invalid': 'The postal code has 5 digits.',
    'agencies.waba_invalid': 'The WhatsApp Business account ID is digits only (5 to 30).',
    'agencies.name_taken': 'A dealership with that name already exists.',
    'agencies.group_not_found': 'The chosen group does not exist.',
    'agencies.family_not_found': 'The chosen family does not exist.',
    'agencies.package_not_found': 'The chosen package does not exist.',
    'agencies.settlement_mismatch': 'The settlement does not belong to the postal code.',
    'agencies.settlement_required': "Choose the postal code's settlement.",
    'agencies.admin_only':
      'Only an administrator can change what the dealership is entitled to: package, membership, new and used cars, and WhatsApp.',
    'agencies.set_not_yours': 'Choose a group or family of your own dealerships.',
    'agencies.delete_refused': 'The dealership cannot be deleted because it {{reason}}.',
    'agencies.active_users_one': 'has 1 active user',
    'agencies.active_users_other': 'has {{count}} active users',
    'agencies.deleted': 'Dealership deleted.',
  },
});
