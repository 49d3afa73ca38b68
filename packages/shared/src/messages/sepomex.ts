import { defineMessages } from './define';

export const sepomexMessages = defineMessages({
  es: {},
  en: {},
});
