import { loginBody, updatePasswordBody, updateProfileBody } from '@vitrina/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { localizedResolver } from './zod-resolver';

// biome-ignore lint/suspicious/noExplicitAny: resolver options are irrelevant to these checks
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<any>;

function messages(errors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
}

describe('localizedResolver', () => {
  it('answers the login checks in Spanish', async () => {
    const resolve = localizedResolver(loginBody, () => 'es');
    const result = await resolve({ email: '', password: '', remember: false }, undefined, options);
    expect(messages(result.errors)).toEqual({
      email: 'Dirección de correo electrónico inválida',
      password: 'Este campo es obligatorio.',
    });
  });

  it('answers in English when the interface is in English', async () => {
    const resolve = localizedResolver(loginBody, () => 'en');
    const result = await resolve({ email: 'nadie', password: '', remember: false }, undefined, options);
    expect(messages(result.errors)).toEqual({
      email: 'Invalid email address',
      password: 'This field is required.',
    });
  });

  it('follows the language at the time of the check', async () => {
    let locale: 'es' | 'en' = 'es';
    const resolve = localizedResolver(updateProfileBody, () => locale);
    const values = { name: 'A', email: 'ana@vitrina.mx' };
    expect(messages((await resolve(values, undefined, options)).errors).name).toBe(
      'Debe tener al menos 2 caracteres.',
    );
    locale = 'en';
    expect(messages((await resolve(values, undefined, options)).errors).name).toBe(
      'Must be at least 2 characters.',
    );
  });

  it("translates a schema's own message key (password confirmation) and the length rules", async () => {
    const resolve = localizedResolver(updatePasswordBody, () => 'es');
    const short = await resolve(
      { current_password: 'x', password: 'corta', password_confirmation: 'corta' },
      undefined,
      options,
    );
    expect(messages(short.errors)).toEqual({ password: 'Debe tener al menos 8 caracteres.' });
    const mismatch = await resolve(
      { current_password: 'x', password: 'Suficiente1', password_confirmation: 'Distinta12' },
      undefined,
      options,
    );
    expect(messages(mismatch.errors)).toEqual({
      password_confirmation: 'La confirmación de la contraseña no coincide.',
    });
  });

  it('answers the parsed values when valid (e-mail trimmed and lower-cased)', async () => {
    const resolve = localizedResolver(loginBody, () => 'es');
    const result = await resolve({ email: ' Gerente@Vitrina.MX ', password: 'x' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'gerente@vitrina.mx', password: 'x', remember: false });
  });
});
