import { defineMessages } from './define';

export const dealershipSetMessages = defineMessages({
  es: {},
  en: {},
});
