import { defineMessages } from './define';

export const agencySettingsMessages = defineMessages({
  es: {
    'agency_settings.choose_agency':
      'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
    'agency_settings.limit_range': 'El límite debe ser un número entero entre 0 y 100,000.',
    'agency_settings.aging_range': 'Los días de antigüedad deben ser un número entero entre 1 y 3,650.',
  },
  en: {
    'agency_settings.choose_agency':
      'Choose a single dealership in the dealership selector; this setting does not apply to "Todas" (all).',
    'agency_settings.limit_range': 'The limit must be a whole number from 0 to 100,000.',
    'agency_settings.aging_range': 'The aging days must be a whole number from 1 to 3,650.',
  },
});
