import { defineMessages } from './define';

export const sepomexMessages = defineMessages({
  es: {
    'sepomex.postal_code_format': 'El código postal debe tener exactamente 5 dígitos, por ejemplo 01000.',
  },
  en: {
    'sepomex.postal_code_format': 'The postal code must have exactly 5 digits, for example 01000.',
  },
});
