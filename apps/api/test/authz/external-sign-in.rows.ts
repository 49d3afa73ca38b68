import { all, type RowSet } from './rows';

const AUTH = '/api/mi-vitrina/auth';

/**
 * Signing in without a password is public: every principal, signed in or not, gets the same
 * answer. The matrix's application configures no provider and no integration, so the routes
 * that need one answer 404 with its message (their behaviour has its own tests).
 */
export const externalSignInRows: RowSet = {
  name: 'external sign-in',
  rows: [
    {
      route: `GET ${AUTH}/providers`,
      title: 'the providers configured (none here)',
      request: () => ({ method: 'GET', url: `${AUTH}/providers` }),
      expect: all(200),
    },
    {
      route: `POST ${AUTH}/external/:provider/start`,
      title: 'begin with a provider that is not configured',
      request: () => ({ method: 'POST', url: `${AUTH}/external/google/start`, payload: {} }),
      expect: all(404),
    },
    {
      route: `POST ${AUTH}/external/:provider/start`,
      title: 'a provider that does not exist is a validation error',
      request: () => ({ method: 'POST', url: `${AUTH}/external/myspace/start`, payload: {} }),
      expect: all(422),
    },
    {
      route: `POST ${AUTH}/external/:provider/callback`,
      title: 'return from a provider that is not configured',
      request: () => ({
        method: 'POST',
        url: `${AUTH}/external/facebook/callback`,
        payload: { state: 'estado', code: 'codigo' },
      }),
      expect: all(404),
    },
    {
      route: `POST ${AUTH}/integration`,
      title: 'the integration token with no integration configured',
      request: () => ({ method: 'POST', url: `${AUTH}/integration`, payload: { token: 'a.b.c' } }),
      expect: all(404),
    },
  ],
};
