import { type Locale, PASSWORD_CONFIRMATION_MESSAGE } from './basics';
import { agencyMessages } from './messages/agencies';
import { agencySettingsMessages } from './messages/agency-settings';
import { auctionMessages } from './messages/auctions';
import { bannerMessages } from './messages/banners';
import { blogMessages } from './messages/blog';
import { buyerAlertMessages } from './messages/buyer-alerts';
import { commercialOfferMessages } from './messages/commercial-offer';
import { dealershipSetMessages } from './messages/dealership-sets';
import { externalSignInMessages } from './messages/external-sign-in';
import { inventoryMessages } from './messages/inventory';
import { leadAutomationMessages } from './messages/lead-automation';
import { leadIngestionMessages } from './messages/lead-ingestion';
import { leadMessages } from './messages/leads';
import { newInventoryMessages } from './messages/new-inventory';
import { packageMessages } from './messages/packages';
import { photoGalleryMessages } from './messages/photo-gallery';
import { popupMessages } from './messages/popups';
import { roleMessages } from './messages/roles';
import { sepomexMessages } from './messages/sepomex';
import { tutorialMessages } from './messages/tutorials';
import { userMessages } from './messages/users';
import { verificationMessages } from './messages/verification';
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

/** The platform's own messages; each module adds its file under messages/. */
const CORE_MESSAGES = {
  es: {
    'errors.validation': 'Los datos proporcionados no son válidos.',
    'errors.forbidden': 'No tienes permiso para realizar esta acción.',
    'errors.agency_forbidden': 'No tienes acceso a esta agencia.',
    'errors.no_agency': 'Tu usuario no está vinculado a ninguna agencia.',
    'errors.package_forbidden': 'El paquete de la agencia no incluye este módulo.',
    'errors.membership_inactive': 'La membresía de la agencia está suspendida.',
    'errors.not_found': 'No encontramos lo que buscas.',
    'errors.reference_not_found': 'No existe o no es de la agencia de este registro.',
    'errors.route_not_found': 'La ruta {{method}} {{url}} no existe.',
    'errors.conflict': 'El registro entra en conflicto con otro existente.',
    'errors.payload_too_large': 'La solicitud es demasiado grande.',
    'errors.unsupported_media_type': 'Tipo de contenido no soportado.',
    'errors.bad_request': 'La solicitud no es válida.',
    'errors.rate_limited': 'Demasiados intentos. Intenta de nuevo en {{seconds}} segundos.',
    'errors.internal': 'Algo salió mal. Por favor intenta de nuevo.',
    'errors.not_ready': 'El servicio aún no está listo.',
    'errors.api_key_missing':
      'Falta la clave de API: envíala en el encabezado Authorization: Bearer <clave> o en X-Api-Key.',
    'errors.api_key_invalid': 'La clave de API no es válida o fue revocada.',
    'auth.failed': 'Estas credenciales no coinciden con nuestros registros.',
    'auth.disabled': 'Tu cuenta está desactivada. Contacta a tu administrador.',
    'auth.current_password': 'La contraseña actual no es correcta.',
    'auth.current_password_required': 'Escribe tu contraseña actual para cambiar el correo electrónico.',
    'auth.password_confirmation': PASSWORD_CONFIRMATION_MESSAGE.es,
    'auth.email_taken': 'Este correo electrónico ya está registrado.',
    'auth.logged_out': 'Sesión cerrada.',
    'auth.profile_updated': '¡Tu información ha sido actualizada!',
    'auth.password_updated': '¡Tu contraseña ha sido actualizada!',
    'auth.verification_sent': 'Te enviamos un correo electrónico a esa dirección: sigue sus indicaciones.',
    'auth.verify_failed': 'No se pudo verificar el correo electrónico.',
    'auth.email_verified': '¡Tu correo electrónico ha sido verificado! Ya puedes iniciar sesión.',
    'auth.email_unverified':
      'Verifica tu correo electrónico antes de iniciar sesión: abre el enlace que te enviamos o pide otro.',
    'auth.verification_resent':
      'Si hay una cuenta por verificar con ese correo, te enviamos un nuevo enlace de verificación.',
    'auth.reset_requested':
      'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Vence en 60 minutos.',
    'auth.token_unknown': 'Este enlace no es válido. Revisa que lo copiaste completo o pide uno nuevo.',
    'auth.token_tampered': 'Este enlace fue alterado y no es válido. Ábrelo tal como llegó en el correo.',
    'auth.token_used': 'Este enlace ya se usó. Pide uno nuevo si lo necesitas.',
    'auth.token_expired': 'Este enlace venció. Pide uno nuevo.',
    'auth.token_replaced':
      'Este enlace fue reemplazado por uno más reciente. Usa el último correo que te enviamos.',
    'auth.password_reset_done': '¡Tu contraseña ha sido actualizada! Inicia sesión con la nueva.',
    'mail.not_found': 'Ese correo no existe en la bandeja de salida.',
    'notifications.read': 'Notificación leída.',
    'notifications.all_read': 'Todas las notificaciones están leídas.',
    'notifications.preferences_saved': 'Preferencias de notificaciones guardadas.',
    'notifications.preference_repeated': 'Cada tipo de aviso puede aparecer una sola vez.',
    'errors.sort_format': 'El orden debe tener la forma campo|asc o campo|desc.',
    'errors.sort_field': 'No se puede ordenar por ese campo.',
    'errors.name_taken': 'Ya existe un registro con ese nombre.',
    'errors.in_use': 'No se puede eliminar porque está en uso: {{reason}}. Desactívalo en su lugar.',
    'errors.parent_not_found': 'El registro superior no existe.',
    'errors.slug_format': 'Usa solo minúsculas, números y guiones.',
    'errors.money_decimals': 'Usa como máximo dos decimales.',
    'errors.year_range': 'El año está fuera del rango permitido.',
    'errors.date_format': 'Escribe una fecha válida con la forma AAAA-MM-DD.',
    'errors.slug_taken': 'Ya existe una marca con ese slug.',
    'errors.slug_required': 'No se pudo formar un slug con el nombre; escribe uno.',
    'errors.year_taken': 'Ese año ya existe en esta versión.',
    'catalogs.models_one': '{{count}} modelo',
    'catalogs.models_other': '{{count}} modelos',
    'catalogs.versions_one': '{{count}} versión',
    'catalogs.versions_other': '{{count}} versiones',
    'catalogs.years_one': '{{count}} año',
    'catalogs.years_other': '{{count}} años',
    'catalogs.used_elsewhere': 'registros de otros módulos',
    'catalogs.deleted': 'Registro eliminado.',
    'catalog_upload.file_missing': 'Adjunta el archivo .xlsx en el campo «file».',
    'catalog_upload.file_too_large':
      'El archivo pesa más de {{mb}} MB. Divide el catálogo en varios archivos.',
    'catalog_upload.not_xlsx':
      'El archivo no es un libro de Excel (.xlsx) válido. Descarga la plantilla y guarda tu archivo como .xlsx.',
    'catalog_upload.uncompressed_too_large':
      'El contenido del archivo ocupa más de {{mb}} MB al descomprimirse; no se procesó.',
    'catalog_upload.zip_bomb':
      'El archivo tiene una compresión anómala (posible bomba de descompresión); no se procesó.',
    'catalog_upload.unreadable': 'No pudimos leer la hoja del archivo. Revisa que sea un .xlsx sin daños.',
    'catalog_upload.too_many_rows':
      'El archivo tiene más de {{max}} filas de datos. Divídelo en varios archivos.',
    'catalog_upload.too_many_sheet_rows':
      'La hoja tiene más de {{max}} filas, contando las vacías o con solo formato. Copia los datos a un archivo nuevo a partir de la plantilla.',
    'catalog_upload.has_errors':
      'El archivo tiene {{count}} error(es). Corrígelos y vuelve a subirlo; no se guardó ningún cambio.',
    'catalog_upload.conflict':
      'El catálogo cambió mientras se aplicaba la carga; no se guardó ningún cambio. Vuelve a intentarlo.',
    'catalog_upload.no_header': 'La hoja está vacía: falta la fila de encabezados.',
    'catalog_upload.no_rows': 'El archivo no tiene filas de datos.',
    'catalog_upload.unknown_column':
      'Columna desconocida «{{column}}». Las columnas válidas son: {{columns}}.',
    'catalog_upload.missing_column': 'Falta la columna «{{column}}».',
    'catalog_upload.duplicate_column': 'La columna «{{column}}» está repetida.',
    'catalog_upload.required': 'Falta el dato de {{column}}.',
    'catalog_upload.name_length': 'El nombre debe tener entre 1 y 80 caracteres.',
    'catalog_upload.transmission': 'Transmisión «{{value}}» no válida. Usa: {{options}}.',
    'catalog_upload.fuel': 'Combustible «{{value}}» no válido. Usa: {{options}}.',
    'catalog_upload.year': 'Año «{{value}}» no válido: debe ser un número entero entre {{min}} y {{max}}.',
    'catalog_upload.price':
      'Precio «{{value}}» no válido: debe ser un número mayor o igual a 0, con máximo dos decimales y hasta 100,000,000.',
    'catalog_upload.formula': 'Las fórmulas no se permiten: escribe el valor directamente.',
    'catalog_upload.cell_error': 'La celda contiene un error de Excel ({{value}}).',
    'catalog_upload.duplicate_row':
      'Fila repetida: la misma marca, modelo, versión y año ya están en la fila {{row}}.',
    'catalog_upload.body_mismatch':
      'El modelo aparece con otra carrocería («{{value}}») en la fila {{row}}; un modelo tiene una sola carrocería.',
    'catalog_upload.version_mismatch':
      'La versión aparece con otra transmisión o combustible en la fila {{row}}; deben coincidir en todos sus años.',
    'errors.image_required': 'Adjunta una imagen en el campo «file».',
    'errors.image_type': 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
    'errors.image_unreadable': 'No pudimos leer la imagen; el archivo parece dañado.',
    'errors.image_too_large': 'La imagen pesa más de {{megabytes}} MB, el máximo permitido.',
    'errors.image_too_many_pixels':
      'La imagen tiene demasiados píxeles: el máximo es {{megapixels}} megapíxeles.',
    'errors.storage_unavailable': 'No pudimos guardar la imagen en este momento. Intenta de nuevo más tarde.',
  },
  en: {
    'errors.validation': 'The given data was invalid.',
    'errors.forbidden': 'This action is unauthorized.',
    'errors.agency_forbidden': 'You do not have access to this dealership.',
    'errors.no_agency': 'Your user is not linked to any dealership.',
    'errors.package_forbidden': "The dealership's package does not include this module.",
    'errors.membership_inactive': "The dealership's membership is suspended.",
    'errors.not_found': 'We could not find what you are looking for.',
    'errors.reference_not_found': "It does not exist or does not belong to this record's dealership.",
    'errors.route_not_found': 'Route {{method}} {{url}} not found.',
    'errors.conflict': 'The record conflicts with an existing one.',
    'errors.payload_too_large': 'The request is too large.',
    'errors.unsupported_media_type': 'Unsupported content type.',
    'errors.bad_request': 'The request is not valid.',
    'errors.rate_limited': 'Too many attempts. Please try again in {{seconds}} seconds.',
    'errors.internal': 'Something went wrong. Please try again.',
    'errors.not_ready': 'The service is not ready yet.',
    'errors.api_key_missing':
      'The API key is missing: send it in the Authorization: Bearer <key> header or in X-Api-Key.',
    'errors.api_key_invalid': 'The API key is not valid or was revoked.',
    'auth.failed': 'These credentials do not match our records.',
    'auth.disabled': 'Your account is disabled. Contact your administrator.',
    'auth.current_password': 'The current password is incorrect.',
    'auth.current_password_required': 'Enter your current password to change your e-mail address.',
    'auth.password_confirmation': PASSWORD_CONFIRMATION_MESSAGE.en,
    'auth.email_taken': 'This e-mail address is already registered.',
    'auth.logged_out': 'Signed out.',
    'auth.profile_updated': 'Your info has been updated!',
    'auth.password_updated': 'Your password has been updated!',
    'auth.verification_sent': 'We sent you an e-mail at that address: follow what it says.',
    'auth.verify_failed': 'Failed to verify email.',
    'auth.email_verified': 'Your e-mail address is verified! You can sign in now.',
    'auth.email_unverified':
      'Verify your e-mail address before signing in: open the link we sent you or ask for another one.',
    'auth.verification_resent':
      'If an account awaiting verification uses that e-mail, we sent it a new verification link.',
    'auth.reset_requested':
      'If an account uses that e-mail, we sent it a link to reset your password. It expires in 60 minutes.',
    'auth.token_unknown': 'This link is not valid. Check that you copied all of it, or ask for a new one.',
    'auth.token_tampered':
      'This link was altered and is not valid. Open it exactly as it arrived in the e-mail.',
    'auth.token_used': 'This link was already used. Ask for a new one if you need it.',
    'auth.token_expired': 'This link has expired. Ask for a new one.',
    'auth.token_replaced': 'This link was replaced by a newer one. Use the latest e-mail we sent you.',
    'auth.password_reset_done': 'Your password has been updated! Sign in with the new one.',
    'mail.not_found': 'That message is not in the outbox.',
    'notifications.read': 'Notification read.',
    'notifications.all_read': 'Every notification is read.',
    'notifications.preferences_saved': 'Notification preferences saved.',
    'notifications.preference_repeated': 'Each type of alert may appear only once.',
    'errors.sort_format': 'The sort must look like field|asc or field|desc.',
    'errors.sort_field': 'The list cannot be sorted by that field.',
    'errors.name_taken': 'A record with that name already exists.',
    'errors.in_use': 'It cannot be deleted because it is in use: {{reason}}. Deactivate it instead.',
    'errors.parent_not_found': 'The parent record does not exist.',
    'errors.slug_format': 'Use only lowercase letters, digits and hyphens.',
    'errors.money_decimals': 'Use at most two decimals.',
    'errors.year_range': 'The year is outside the allowed range.',
    'errors.date_format': 'Enter a valid date as YYYY-MM-DD.',
    'errors.slug_taken': 'A brand with that slug already exists.',
    'errors.slug_required': 'A slug could not be made from the name; enter one.',
    'errors.year_taken': 'That year already exists for this version.',
    'catalogs.models_one': '{{count}} model',
    'catalogs.models_other': '{{count}} models',
    'catalogs.versions_one': '{{count}} version',
    'catalogs.versions_other': '{{count}} versions',
    'catalogs.years_one': '{{count}} year',
    'catalogs.years_other': '{{count}} years',
    'catalogs.used_elsewhere': 'records of other modules',
    'catalogs.deleted': 'Record deleted.',
    'catalog_upload.file_missing': 'Attach the .xlsx file in the "file" field.',
    'catalog_upload.file_too_large':
      'The file is larger than {{mb}} MB. Split the catalog into several files.',
    'catalog_upload.not_xlsx':
      'The file is not a valid Excel workbook (.xlsx). Download the template and save your file as .xlsx.',
    'catalog_upload.uncompressed_too_large':
      'The file takes more than {{mb}} MB once uncompressed; it was not processed.',
    'catalog_upload.zip_bomb':
      'The file has an abnormal compression ratio (possible zip bomb); it was not processed.',
    'catalog_upload.unreadable':
      'We could not read the sheet of the file. Check that it is an undamaged .xlsx.',
    'catalog_upload.too_many_rows': 'The file has more than {{max}} data rows. Split it into several files.',
    'catalog_upload.too_many_sheet_rows':
      'The sheet has more than {{max}} rows, counting blank or formatted-only ones. Copy the data into a new file made from the template.',
    'catalog_upload.has_errors':
      'The file has {{count}} error(s). Fix them and upload it again; no change was saved.',
    'catalog_upload.conflict':
      'The catalog changed while the upload was being applied; no change was saved. Try again.',
    'catalog_upload.no_header': 'The sheet is empty: the header row is missing.',
    'catalog_upload.no_rows': 'The file has no data rows.',
    'catalog_upload.unknown_column': 'Unknown column "{{column}}". The valid columns are: {{columns}}.',
    'catalog_upload.missing_column': 'The column "{{column}}" is missing.',
    'catalog_upload.duplicate_column': 'The column "{{column}}" appears more than once.',
    'catalog_upload.required': 'The {{column}} value is missing.',
    'catalog_upload.name_length': 'The name must be 1 to 80 characters long.',
    'catalog_upload.transmission': 'Invalid transmission "{{value}}". Use: {{options}}.',
    'catalog_upload.fuel': 'Invalid fuel "{{value}}". Use: {{options}}.',
    'catalog_upload.year': 'Invalid year "{{value}}": it must be a whole number from {{min}} to {{max}}.',
    'catalog_upload.price':
      'Invalid price "{{value}}": it must be a number of at least 0, with at most two decimals and up to 100,000,000.',
    'catalog_upload.formula': 'Formulas are not allowed: type the value itself.',
    'catalog_upload.cell_error': 'The cell holds an Excel error ({{value}}).',
    'catalog_upload.duplicate_row':
      'Repeated row: the same brand, model, version and year are already in row {{row}}.',
    'catalog_upload.body_mismatch':
      'The model appears with another body type ("{{value}}") in row {{row}}; a model has a single body type.',
    'catalog_upload.version_mismatch':
      'The version appears with another transmission or fuel in row {{row}}; they must match in all its years.',
    'errors.image_required': 'Attach an image in the "file" field.',
    'errors.image_type': 'The file is not a supported image. Use JPEG, PNG or WebP.',
    'errors.image_unreadable': 'We could not read the image; the file seems to be damaged.',
    'errors.image_too_large': 'The image is larger than {{megabytes}} MB, the maximum allowed.',
    'errors.image_too_many_pixels':
      'The image has too many pixels: the maximum is {{megapixels}} megapixels.',
    'errors.storage_unavailable': 'We could not store the image right now. Please try again later.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const MODULE_MESSAGES = [
  agencyMessages,
  sepomexMessages,
  agencySettingsMessages,
  dealershipSetMessages,
  packageMessages,
  userMessages,
  roleMessages,
  newInventoryMessages,
  photoGalleryMessages,
  inventoryMessages,
  leadMessages,
  leadIngestionMessages,
  leadAutomationMessages,
  externalSignInMessages,
  bannerMessages,
  blogMessages,
  tutorialMessages,
  popupMessages,
  commercialOfferMessages,
  verificationMessages,
  buyerAlertMessages,
  auctionMessages,
] as const;

type Merged<L extends Locale> = (typeof CORE_MESSAGES)[L] &
  UnionToIntersection<(typeof MODULE_MESSAGES)[number][L]>;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

function merge<L extends Locale>(locale: L): Merged<L> {
  return Object.assign({}, CORE_MESSAGES[locale], ...MODULE_MESSAGES.map((module) => module[locale]));
}

/** Messages the API answers with (errors and confirmations), by key. */
export const ERROR_MESSAGES: { es: Merged<'es'>; en: Merged<'en'> } = { es: merge('es'), en: merge('en') };

export type ErrorKey = keyof (typeof ERROR_MESSAGES)['es'];

/** Answer body of every API error. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}
