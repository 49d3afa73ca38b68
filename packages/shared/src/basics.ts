/**
 * What the lean public pages (Login, Register, password reset) read from the shared package
 * without zod or the API's message catalogue: the languages, the password lengths and the field
 * messages. The schemas and the API's validation messages are built from these same values.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Field messages for schema issues, in both languages (validationMessage picks one). */
export const FIELD_MESSAGES = {
  es: {
    required: 'Este campo es obligatorio.',
    invalid: 'El valor no es válido.',
    email: 'Dirección de correo electrónico inválida',
    url: 'URL inválida',
    option: 'Selecciona una opción válida.',
    unknownField: 'Campo no permitido.',
    stringMin: 'Debe tener al menos {{n}} caracteres.',
    stringMax: 'Debe tener como máximo {{n}} caracteres.',
    numberMin: 'Debe ser mayor o igual a {{n}}.',
    numberMinExclusive: 'Debe ser mayor que {{n}}.',
    numberMax: 'Debe ser menor o igual a {{n}}.',
    numberMaxExclusive: 'Debe ser menor que {{n}}.',
    arrayMin: 'Selecciona al menos {{n}}.',
    arrayMax: 'Selecciona como máximo {{n}}.',
    integer: 'Debe ser un número entero.',
    unsafeText: 'Contiene caracteres no permitidos.',
  },
  en: {
    required: 'This field is required.',
    invalid: 'The value is invalid.',
    email: 'Invalid email address',
    url: 'Invalid URL',
    option: 'Select a valid option.',
    unknownField: 'Unknown field.',
    stringMin: 'Must be at least {{n}} characters.',
    stringMax: 'Must be at most {{n}} characters.',
    numberMin: 'Must be greater than or equal to {{n}}.',
    numberMinExclusive: 'Must be greater than {{n}}.',
    numberMax: 'Must be less than or equal to {{n}}.',
    numberMaxExclusive: 'Must be less than {{n}}.',
    arrayMin: 'Select at least {{n}}.',
    arrayMax: 'Select at most {{n}}.',
    integer: 'Must be a whole number.',
    unsafeText: 'Contains characters that are not allowed.',
  },
} as const;

/** The message of the schemas' `auth.password_confirmation` key (errors.ts keeps it under that key). */
export const PASSWORD_CONFIRMATION_MESSAGE = {
  es: 'La confirmación de la contraseña no coincide.',
  en: 'The password confirmation does not match.',
} as const;
