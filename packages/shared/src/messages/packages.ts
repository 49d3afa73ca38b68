import { defineMessages } from './define';

export const packageMessages = defineMessages({
  es: {},
  en: {},
});
