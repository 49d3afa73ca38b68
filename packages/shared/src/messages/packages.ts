import { defineMessages } from './define';

export const packageMessages = defineMessages({
  es: {
    'packages.name_taken': 'Ya existe un paquete con ese nombre.',
    'packages.permission_unknown': 'Hay permisos de paquete que no existen. Elige solo de la lista.',
    'packages.in_use_one':
      'No se puede eliminar el paquete porque 1 agencia lo tiene contratado. Asígnale otro paquete primero.',
    'packages.in_use_other':
      'No se puede eliminar el paquete porque {{count}} agencias lo tienen contratado. Asígnales otro paquete primero.',
    'packages.deleted': 'Paquete eliminado.',
    'promotions.type_invalid': 'El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).',
    'promotions.date_format': 'Escribe una fecha válida con el formato AAAA-MM-DD.',
    'promotions.ends_before_starts': 'La fecha de fin no puede ser anterior a la de inicio.',
    'promotions.percent_max': 'El porcentaje de descuento no puede ser mayor a 100.',
    'promotions.agency_not_found': 'Una o más de las agencias elegidas no existen o fueron eliminadas.',
    'promotions.deleted': 'Promoción eliminada.',
  },
  en: {
    'packages.name_taken': 'A package with that name already exists.',
    'packages.permission_unknown': 'Some package permissions do not exist. Choose only from the list.',
    'packages.in_use_one':
      'The package cannot be deleted because 1 dealership has it. Give it another package first.',
    'packages.in_use_other':
      'The package cannot be deleted because {{count}} dealerships have it. Give them another package first.',
    'packages.deleted': 'Package deleted.',
    'promotions.type_invalid': 'The promotion type must be "new" (new vehicles) or "used" (used vehicles).',
    'promotions.date_format': 'Enter a valid date in the YYYY-MM-DD format.',
    'promotions.ends_before_starts': 'The end date cannot be before the start date.',
    'promotions.percent_max': 'The discount percentage cannot be greater than 100.',
    'promotions.agency_not_found': 'One or more of the chosen dealerships do not exist or were deleted.',
    'promotions.deleted': 'Promotion deleted.',
  },
});
