import { defineMessages } from './define';

export const roleMessages = defineMessages({
  es: {
    'roles.name_taken': 'Ya existe un rol con ese nombre (sin importar mayúsculas ni acentos).',
    'roles.builtin_rename':
      'Los roles del sistema no se pueden renombrar: las reglas de acceso comparan su nombre. Puedes cambiar su descripción.',
    'roles.builtin_delete':
      'Los roles del sistema (Superadmin, admin, Gerente, Asesor) no se pueden eliminar.',
    'roles.in_use_one': '1 usuario tiene este rol. Asígnale otro rol antes de eliminarlo.',
    'roles.in_use_other': '{{count}} usuarios tienen este rol. Asígnales otro rol antes de eliminarlo.',
    'roles.in_use_history':
      'Usuarios dados de baja conservan este rol en su historial, así que no se puede eliminar.',
    'roles.deleted': 'Rol eliminado.',
    'roles.superadmin_only': 'Solo un Superadmin puede modificar el rol Superadmin.',
    'roles.rank_above': 'No puedes modificar el rol «{{role}}» porque está por encima del tuyo.',
    'roles.grant_not_held_one': 'No puedes otorgar el permiso {{names}} porque tú no lo tienes.',
    'roles.grant_not_held_other': 'No puedes otorgar los permisos {{names}} porque tú no los tienes.',
    'roles.unknown_permissions': 'Estos permisos no existen: {{names}}.',
    'roles.superadmin_keeps':
      'El rol Superadmin conserva siempre {{names}}: sin ellos nadie podría volver a asignar permisos.',
    'roles.unknown_permission': 'Incluye permisos que no existen.',
    'roles.permission_name_format':
      'Usa palabras en minúsculas separadas por un espacio o un guion (letras, números, ñ y acentos).',
    'roles.permission_name_taken': 'Ya existe un permiso con ese nombre.',
    'roles.permission_name_locked':
      'El nombre de este permiso no se puede cambiar: el código de Vitrina lo compara en sus rutas y pantallas. Puedes cambiar su descripción y su módulo.',
  },
  en: {
    'roles.name_taken': 'A role with that name already exists (case and accents ignored).',
    'roles.builtin_rename':
      'Built-in roles cannot be renamed: the access rules compare their names. You may change their description.',
    'roles.builtin_delete': 'Built-in roles (Superadmin, admin, Gerente, Asesor) cannot be deleted.',
    'roles.in_use_one': '1 user has this role. Give them another role before deleting it.',
    'roles.in_use_other': '{{count}} users have this role. Give them another role before deleting it.',
    'roles.in_use_history': 'Removed users keep this role in their history, so it cannot be deleted.',
    'roles.deleted': 'Role deleted.',
    'roles.superadmin_only': 'Only a Superadmin may change the Superadmin role.',
    'roles.rank_above': 'You cannot change the role “{{role}}” because it ranks above yours.',
    'roles.grant_not_held_one': 'You cannot grant the permission {{names}} because you do not hold it.',
    'roles.grant_not_held_other': 'You cannot grant the permissions {{names}} because you do not hold them.',
    'roles.unknown_permissions': 'These permissions do not exist: {{names}}.',
    'roles.superadmin_keeps':
      'The Superadmin role always keeps {{names}}: without them nobody could assign permissions again.',
    'roles.unknown_permission': 'It includes permissions that do not exist.',
    'roles.permission_name_format':
      'Use lowercase words separated by a space or a hyphen (letters, digits, ñ and accents).',
    'roles.permission_name_taken': 'A permission with that name already exists.',
    'roles.permission_name_locked':
      "This permission's name cannot change: Vitrina's code compares it in its routes and screens. You may change its description and module.",
  },
});
