import { defineMessages } from './define';

export const agencySettingsMessages = defineMessages({
  es: {},
  en: {},
});
