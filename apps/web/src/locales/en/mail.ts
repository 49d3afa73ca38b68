import type { Messages } from '../es';

/** The `mail` namespace in English: the outbox viewer (`/mail-outbox`). */
export const mail: Messages['mail'] = {
  title: 'Mail outbox',
  subtitle: 'Every e-mail Vitrina sends. Without SMTP configured, this is where they are read.',
  search: 'Search by recipient or subject',
  fields: {
    created: 'Created',
    to: 'To',
    subject: 'Subject',
    state: 'State',
    attempts: 'Attempts',
    error: 'Last error',
    actions: 'Actions',
  },
  state: { pending: 'To send', sent: 'Sent', failed: 'Failing' },
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  open: 'Open “{{subject}}”',
  message: 'E-mail',
  loading: 'Loading e-mail',
  format: 'Format',
  html: 'HTML',
  text: 'Text',
  htmlFrame: 'E-mail preview',
  close: 'Close',
};
