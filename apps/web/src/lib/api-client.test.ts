import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { isTokenError, parseError } from './api-client';
import { i18n } from './i18n';

const es = i18n.getFixedT('es');
const en = i18n.getFixedT('en');
const config = { headers: {} } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

describe('parseError (spec §5)', () => {
  it('takes the first message of each field from `errors`, and the message as the general one', () => {
    const parsed = parseError(
      answered(422, {
        message: 'Los datos proporcionados no son válidos.',
        errors: {
          email: ['Estas credenciales no coinciden con nuestros registros.', 'otro'],
          name: ['Nombre corto'],
        },
      }),
      es,
    );
    expect(parsed.fields).toEqual({
      email: 'Estas credenciales no coinciden con nuestros registros.',
      name: 'Nombre corto',
    });
    expect(parsed.message).toBe('Los datos proporcionados no son válidos.');
  });

  it('reads "There were some problems with your input." for an errors list with no detail', () => {
    expect(parseError(answered(422, { message: 'x', errors: {} }), en)).toEqual({
      fields: {},
      message: 'There were some problems with your input.',
    });
    expect(parseError(answered(422, { errors: { email: [] } }), en).message).toBe(
      'There were some problems with your input.',
    );
    expect(parseError(answered(422, { errors: {} }), es).message).toBe(
      'Hubo algunos problemas con los datos ingresados.',
    );
  });

  it('uses the message as the general error when there are no field errors (403, 429)', () => {
    expect(
      parseError(answered(429, { message: 'Demasiados intentos. Intenta de nuevo en 60 segundos.' }), es),
    ).toEqual({ fields: {}, message: 'Demasiados intentos. Intenta de nuevo en 60 segundos.' });
    expect(parseError(answered(403, { message: 'Tu cuenta está desactivada.' }), es).message).toBe(
      'Tu cuenta está desactivada.',
    );
  });

  it('falls back to "Something went wrong. Please try again."', () => {
    expect(parseError(answered(500, {}), en).message).toBe('Something went wrong. Please try again.');
    expect(parseError(answered(500, { message: '' }), en).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(parseError(new Error('boom'), en)).toEqual({
      fields: {},
      message: 'Something went wrong. Please try again.',
    });
    expect(parseError(answered(500, {}), es).message).toBe('Algo salió mal. Por favor intenta de nuevo.');
  });

  it('says "Request failed with status code N" when the answer is not JSON', () => {
    expect(parseError(answered(502, '<html>Bad gateway</html>'), en).message).toBe(
      'Request failed with status code 502',
    );
    expect(parseError(answered(502, undefined), es).message).toBe('La solicitud falló con el código 502.');
  });

  it('uses the transport messages of spec §8 when there is no answer', () => {
    const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const timeout = new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED, config);
    const aborted = new AxiosError('Request aborted', AxiosError.ECONNABORTED, config);
    const canceled = new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    expect(parseError(network, en).message).toBe('Network Error');
    expect(parseError(timeout, en).message).toBe('timeout of 60000ms exceeded');
    expect(parseError(aborted, en).message).toBe('Request aborted');
    expect(parseError(canceled, en).message).toBe('Request aborted');
    expect(parseError(network, es).message).toBe('Error de red. Revisa tu conexión.');
  });
});

describe('isTokenError (spec §8)', () => {
  it('is a 401, or a 400 with one of the four token messages', () => {
    expect(isTokenError(answered(401, { message: 'Unauthenticated.' }))).toBe(true);
    for (const message of ['Token is expired', 'Token is invalid', 'Token not found', 'Unauthenticated.']) {
      expect(isTokenError(answered(400, { message }))).toBe(true);
    }
    expect(isTokenError(answered(400, { message: 'La solicitud no es válida.' }))).toBe(false);
    expect(isTokenError(answered(403, { message: 'Token is expired' }))).toBe(false);
    expect(isTokenError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe(false);
    expect(isTokenError(new Error('Token is expired'))).toBe(false);
  });
});
