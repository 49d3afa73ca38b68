import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    app.get('/api/test/boom', { config: { access: { public: true } } }, async () => {
      throw new Error('secret internal detail at /srv/app.js:42');
    });
  });
});
afterAll(() => t.close());

const login = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mi-vitrina/auth/login',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('error answers', () => {
  it('refuses a body over the limit with 413, translated', async () => {
    const big = JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(4096) });
    const response = await login(big, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'The request is too large.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await login('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'La solicitud no es válida.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await login('email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toBe('Tipo de contenido no soportado.');
  });

  it('answers a failure with a generic 500: no stack, no detail, a request id to find it in the logs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Algo salió mal. Por favor intenta de nuevo.' });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.headers['x-request-id']).toBe('req-42');
  });

  it('lists every field problem of a 422 under its field name', async () => {
    const response = await login(JSON.stringify({ email: 'no-es-correo', remember: 'sí' }));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        email: ['Dirección de correo electrónico inválida'],
        password: ['Este campo es obligatorio.'],
        remember: ['El valor no es válido.'],
      },
    });
  });
});
