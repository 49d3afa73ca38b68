/**
 * Error message keys the API answers with, translated from Accept-Language. The four token
 * messages are deliberately not translated: spec §8 has the browser compare them verbatim.
 */
export const TOKEN_MESSAGES = {
  expired: 'Token is expired',
  invalid: 'Token is invalid',
  notFound: 'Token not found',
  unauthenticated: 'Unauthenticated.',
} as const;

export type TokenMessage = (typeof TOKEN_MESSAGES)[keyof typeof TOKEN_MESSAGES];
export const TOKEN_ERROR_MESSAGES: readonly string[] = Object.values(TOKEN_MESSAGES);

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** Messages the API answers with (errors and confirmations), by key. */
export const ERROR_MESSAGES = {
  es: {
    'errors.validation': 'Los datos proporcionados no son válidos.',
    'errors.forbidden': 'No tienes permiso para realizar esta acción.',
    'errors.agency_forbidden': 'No tienes acceso a esta agencia.',
    'errors.no_agency': 'Tu usuario no está vinculado a ninguna agencia.',
    'errors.package_forbidden': 'El paquete de la agencia no incluye este módulo.',
    'errors.membership_inactive': 'La membresía de la agencia está suspendida.',
    'errors.not_found': 'No encontramos lo que buscas.',
    'errors.route_not_found': 'La ruta {{method}} {{url}} no existe.',
    'errors.conflict': 'El registro entra en conflicto con otro existente.',
    'errors.payload_too_large': 'La solicitud es demasiado grande.',
    'errors.unsupported_media_type': 'Tipo de contenido no soportado.',
    'errors.bad_request': 'La solicitud no es válida.',
    'errors.rate_limited': 'Demasiados intentos. Intenta de nuevo en {{seconds}} segundos.',
    'errors.internal': 'Algo salió mal. Por favor intenta de nuevo.',
    'errors.not_ready': 'El servicio aún no está listo.',
    'auth.failed': 'Estas credenciales no coinciden con nuestros registros.',
    'auth.disabled': 'Tu cuenta está desactivada. Contacta a tu administrador.',
    'auth.current_password': 'La contraseña actual no es correcta.',
    'auth.password_confirmation': 'La confirmación de la contraseña no coincide.',
    'auth.email_taken': 'Este correo electrónico ya está registrado.',
    'auth.logged_out': 'Sesión cerrada.',
    'auth.profile_updated': '¡Tu información ha sido actualizada!',
    'auth.password_updated': '¡Tu contraseña ha sido actualizada!',
    'notifications.read': 'Notificación leída.',
    'errors.sort_format': 'El orden debe tener la forma campo|asc o campo|desc.',
    'errors.sort_field': 'No se puede ordenar por ese campo.',
    'errors.name_taken': 'Ya existe un registro con ese nombre.',
    'errors.in_use': 'No se puede eliminar porque está en uso: {{reason}}. Desactívalo en su lugar.',
    'errors.parent_not_found': 'El registro superior no existe.',
    'errors.slug_format': 'Usa solo minúsculas, números y guiones.',
    'errors.money_decimals': 'Usa como máximo dos decimales.',
    'errors.year_range': 'El año está fuera del rango permitido.',
  },
  en: {
    'errors.validation': 'The given data was invalid.',
    'errors.forbidden': 'This action is unauthorized.',
    'errors.agency_forbidden': 'You do not have access to this dealership.',
    'errors.no_agency': 'Your user is not linked to any dealership.',
    'errors.package_forbidden': "The dealership's package does not include this module.",
    'errors.membership_inactive': "The dealership's membership is suspended.",
    'errors.not_found': 'We could not find what you are looking for.',
    'errors.route_not_found': 'Route {{method}} {{url}} not found.',
    'errors.conflict': 'The record conflicts with an existing one.',
    'errors.payload_too_large': 'The request is too large.',
    'errors.unsupported_media_type': 'Unsupported content type.',
    'errors.bad_request': 'The request is not valid.',
    'errors.rate_limited': 'Too many attempts. Please try again in {{seconds}} seconds.',
    'errors.internal': 'Something went wrong. Please try again.',
    'errors.not_ready': 'The service is not ready yet.',
    'auth.failed': 'These credentials do not match our records.',
    'auth.disabled': 'Your account is disabled. Contact your administrator.',
    'auth.current_password': 'The current password is incorrect.',
    'auth.password_confirmation': 'The password confirmation does not match.',
    'auth.email_taken': 'This e-mail address is already registered.',
    'auth.logged_out': 'Signed out.',
    'auth.profile_updated': 'Your info has been updated!',
    'auth.password_updated': 'Your password has been updated!',
    'notifications.read': 'Notification read.',
    'errors.sort_format': 'The sort must look like field|asc or field|desc.',
    'errors.sort_field': 'The list cannot be sorted by that field.',
    'errors.name_taken': 'A record with that name already exists.',
    'errors.in_use': 'It cannot be deleted because it is in use: {{reason}}. Deactivate it instead.',
    'errors.parent_not_found': 'The parent record does not exist.',
    'errors.slug_format': 'Use only lowercase letters, digits and hyphens.',
    'errors.money_decimals': 'Use at most two decimals.',
    'errors.year_range': 'The year is outside the allowed range.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ErrorKey = keyof (typeof ERROR_MESSAGES)['es'];

/** Answer body of every API error. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}
