import { MAIL_OUTBOX } from '@vitrina/shared';
import { all, onlyFor, type RowSet } from './rows';

const AUTH = '/api/mi-vitrina/auth';
const OUTBOX = `/api${MAIL_OUTBOX.api}`;
const PASSWORD = 'Correcta-2026';
/** A well-formed link token of no server: every principal's attempt is the "altered link" refusal. */
const FOREIGN_TOKEN = `${'A'.repeat(43)}.${'B'.repeat(22)}`;

/** The account flows are public (signed in or not, the same answer); the outbox is the administrators'. */
export const accountRows: RowSet = {
  name: 'account',
  rows: [
    {
      route: `POST ${AUTH}/register`,
      title: 'registration is public',
      request: (_, who) => ({
        method: 'POST',
        url: `${AUTH}/register`,
        payload: {
          name: 'Persona Nueva',
          email: `registro-${who}@example.mx`,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
      expect: all(201),
    },
    {
      route: `POST ${AUTH}/email/verify`,
      title: 'verification is public (a link of no server)',
      request: () => ({ method: 'POST', url: `${AUTH}/email/verify`, payload: { token: FOREIGN_TOKEN } }),
      expect: all(422),
    },
    {
      route: `POST ${AUTH}/email/resend`,
      title: 'resending the verification is public',
      request: (_, who) => ({
        method: 'POST',
        url: `${AUTH}/email/resend`,
        payload: { email: `resend-${who}@example.mx` },
      }),
      expect: all(200),
    },
    {
      route: `POST ${AUTH}/password/forgot`,
      title: 'asking for a reset link is public',
      request: (_, who) => ({
        method: 'POST',
        url: `${AUTH}/password/forgot`,
        payload: { email: `forgot-${who}@example.mx` },
      }),
      expect: all(200),
    },
    {
      route: `POST ${AUTH}/password/reset`,
      title: 'resetting through a link is public (a link of no server)',
      request: () => ({
        method: 'POST',
        url: `${AUTH}/password/reset`,
        payload: { token: FOREIGN_TOKEN, password: PASSWORD, password_confirmation: PASSWORD },
      }),
      expect: all(422),
    },
    {
      route: `GET ${OUTBOX}`,
      title: 'the outbox: administrators',
      request: () => ({ method: 'GET', url: OUTBOX }),
      expect: onlyFor(['superadmin', 'admin'], 200),
    },
    {
      route: `GET ${OUTBOX}/:id`,
      title: 'one message of the outbox: administrators (none with that id)',
      request: () => ({ method: 'GET', url: `${OUTBOX}/999999` }),
      expect: onlyFor(['superadmin', 'admin'], 404),
    },
  ],
};
