import { describe, expect, it } from 'vitest';
import { applyServerErrors } from './use-server-errors';

function apply(fields: Record<string, string>, message: string, formFields: string[]) {
  const set: Array<[string, string, boolean]> = [];
  const general = applyServerErrors({ fields, message }, formFields, (field, text, first) =>
    set.push([field, text, first]),
  );
  return { general, set };
}

describe('applyServerErrors (spec §5)', () => {
  it('puts each field error under its field, the first one focused, and no general message', () => {
    const { general, set } = apply({ email: 'Correo tomado', name: 'Muy corto' }, 'Datos inválidos', [
      'name',
      'email',
    ]);
    expect(general).toBeNull();
    expect(set).toEqual([
      ['email', 'Correo tomado', true],
      ['name', 'Muy corto', false],
    ]);
  });

  it('answers the general message when there are no field errors', () => {
    expect(apply({}, 'Demasiados intentos.', ['email']).general).toBe('Demasiados intentos.');
  });

  it('shows what no field of the form can show as the general message', () => {
    const { general, set } = apply({ email: 'Correo tomado', agency: 'Sin acceso' }, 'Datos inválidos', [
      'email',
    ]);
    expect(set).toEqual([['email', 'Correo tomado', true]]);
    expect(general).toBe('Sin acceso');
  });
});
