import { validationMessage } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { localeFromHeader, translate } from './i18n';

describe('language of the answer', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr', 'es'],
    ['en;q=0,es;q=0.1', 'es'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });

  it('fills message parameters', () => {
    expect(translate('en', 'errors.rate_limited', { seconds: 42 })).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });
});

describe('validation messages', () => {
  it('uses the specification texts for e-mail and URL in English', () => {
    expect(validationMessage({ code: 'invalid_format', format: 'email', message: '' }, 'en')).toBe(
      'Invalid email address',
    );
    expect(validationMessage({ code: 'invalid_format', format: 'url', message: '' }, 'en')).toBe(
      'Invalid URL',
    );
  });

  it('tells a missing value from a wrong one, in Spanish', () => {
    expect(validationMessage({ code: 'invalid_type', message: '', input: undefined }, 'es')).toBe(
      'Este campo es obligatorio.',
    );
    expect(
      validationMessage({ code: 'too_small', origin: 'string', minimum: 8, message: '', input: 'abc' }, 'es'),
    ).toBe('Debe tener al menos 8 caracteres.');
  });

  it('translates a schema message that is an error key', () => {
    expect(validationMessage({ code: 'custom', message: 'auth.password_confirmation' }, 'es')).toBe(
      'La confirmación de la contraseña no coincide.',
    );
  });
});
