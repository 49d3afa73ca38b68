import { defineMessages } from './define';

export const roleMessages = defineMessages({
  es: {},
  en: {},
});
