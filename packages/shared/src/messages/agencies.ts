import { defineMessages } from './define';

export const agencyMessages = defineMessages({
  es: {},
  en: {},
});
