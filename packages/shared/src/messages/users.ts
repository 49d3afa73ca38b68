import { defineMessages } from './define';

export const userMessages = defineMessages({
  es: {},
  en: {},
});
