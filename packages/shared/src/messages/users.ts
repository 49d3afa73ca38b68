import { defineMessages } from './define';

/** Users and managers: escalation refusals, field errors and confirmations. */
export const userMessages = defineMessages({
  es: {
    'users.role_above': 'No puedes asignar un rol superior al tuyo.',
    'users.superadmin_only': 'Solo un Superadmin puede crear, editar, desactivar o asignar a un Superadmin.',
    'users.lower_roles_only':
      'Solo puedes asignar roles inferiores al tuyo: un gerente solo puede crear y asignar asesores.',
    'users.manage_lower_only':
      'Solo puedes administrar usuarios con un rol inferior al tuyo: un gerente solo administra a los asesores de sus agencias.',
    'users.agencies_outside':
      'Este usuario también está vinculado a agencias que no son tuyas; solo un administrador puede modificarlo.',
    'users.agency_not_yours': 'No puedes vincular agencias a las que tú no estás vinculado.',
    'users.self_deactivate': 'No puedes desactivar tu propia cuenta.',
    'users.self_demote': 'No puedes cambiar tu propio rol.',
    'users.role_unknown': 'El rol no existe.',
    'users.agency_unknown': 'Alguna de las agencias no existe o fue eliminada.',
    'users.email_unavailable':
      'No se puede usar este correo. Si la persona ya tiene cuenta en Vitrina, pide a un administrador de la plataforma que la vincule a tu agencia.',
    'users.agencies_required': 'Vincula al menos una agencia: los gerentes y asesores trabajan en una.',
    'users.deactivated': 'Usuario desactivado. Sus sesiones se cerraron en este momento.',
    'users.reactivated': 'Usuario reactivado. Ya puede iniciar sesión.',
    'users.reset_sent': 'Enviamos a {{email}} un correo para restablecer la contraseña.',
    'users.reset_inactive':
      'La cuenta está desactivada: reactívala antes de enviar el correo para restablecer la contraseña.',
  },
  en: {
    'users.role_above': 'You cannot assign a role above your own.',
    'users.superadmin_only': 'Only a Superadmin may create, edit, deactivate or assign a Superadmin.',
    'users.lower_roles_only':
      'You may only assign roles below your own: a manager may only create and assign advisors.',
    'users.manage_lower_only':
      'You may only manage users whose role is below yours: a manager manages only the advisors of their dealerships.',
    'users.agencies_outside':
      'This user is also linked to dealerships that are not yours; only an administrator may change them.',
    'users.agency_not_yours': 'You cannot link dealerships you are not linked to yourself.',
    'users.self_deactivate': 'You cannot deactivate your own account.',
    'users.self_demote': 'You cannot change your own role.',
    'users.role_unknown': 'The role does not exist.',
    'users.agency_unknown': 'One of the dealerships does not exist or was deleted.',
    'users.email_unavailable':
      'This e-mail address cannot be used. If the person already has a Vitrina account, ask a platform administrator to link it to your dealership.',
    'users.agencies_required': 'Link at least one dealership: managers and advisors work in one.',
    'users.deactivated': 'User deactivated. Their sessions ended right now.',
    'users.reactivated': 'User reactivated. They may sign in again.',
    'users.reset_sent': 'We sent {{email}} an e-mail to reset the password.',
    'users.reset_inactive':
      'The account is deactivated: reactivate it before sending the password-reset e-mail.',
  },
});
