import { defineMessages } from './define';

export const dealershipSetMessages = defineMessages({
  es: {
    'dealership_sets.group_name_taken': 'Ya existe un grupo con ese nombre.',
    'dealership_sets.family_name_taken': 'Ya existe una familia con ese nombre.',
    'dealership_sets.agency_not_found': 'Una o más de las agencias elegidas no existen o fueron eliminadas.',
    'dealership_sets.group_deleted_zero': 'Grupo eliminado. Ninguna agencia pertenecía a él.',
    'dealership_sets.group_deleted_one': 'Grupo eliminado. 1 agencia quedó sin grupo.',
    'dealership_sets.group_deleted_other': 'Grupo eliminado. {{count}} agencias quedaron sin grupo.',
    'dealership_sets.family_deleted_zero': 'Familia eliminada. Ninguna agencia pertenecía a ella.',
    'dealership_sets.family_deleted_one': 'Familia eliminada. 1 agencia quedó sin familia.',
    'dealership_sets.family_deleted_other': 'Familia eliminada. {{count}} agencias quedaron sin familia.',
  },
  en: {
    'dealership_sets.group_name_taken': 'A group with that name already exists.',
    'dealership_sets.family_name_taken': 'A family with that name already exists.',
    'dealership_sets.agency_not_found': 'One or more of the chosen dealerships do not exist or were deleted.',
    'dealership_sets.group_deleted_zero': 'Group deleted. No dealership belonged to it.',
    'dealership_sets.group_deleted_one': 'Group deleted. 1 dealership is now without a group.',
    'dealership_sets.group_deleted_other': 'Group deleted. {{count}} dealerships are now without a group.',
    'dealership_sets.family_deleted_zero': 'Family deleted. No dealership belonged to it.',
    'dealership_sets.family_deleted_one': 'Family deleted. 1 dealership is now without a family.',
    'dealership_sets.family_deleted_other': 'Family deleted. {{count}} dealerships are now without a family.',
  },
});
