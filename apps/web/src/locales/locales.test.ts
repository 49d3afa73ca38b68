import { describe, expect, it } from 'vitest';
import { MENU } from '../app/menu';
import { NOT_FOUND_ROUTE, ROUTES } from '../app/routes';
import type { MenuEntry } from '../lib/access-rules';
import { en } from './en';
import { es } from './es';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('languages', () => {
  it('has the same keys in Spanish and English, none empty', () => {
    expect(keys(en as Tree).sort()).toEqual(keys(es as Tree).sort());
    for (const tree of [es, en] as Tree[]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
        expect(value, key).not.toBe('');
      }
    }
  });

  it('has a title for every route and a label for every menu entry', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE])
      expect(es.routes, route.path).toHaveProperty(route.title);
    const walk = (entries: MenuEntry[]): MenuEntry[] =>
      entries.flatMap((e) => [e, ...walk(e.children ?? [])]);
    for (const entry of walk(MENU)) expect(es.menu, entry.key).toHaveProperty(entry.label);
  });

  it('uses the specification texts verbatim', () => {
    expect(es.dialogs.sessionExpiredTitle).toBe('Sesión Expirada');
    expect(es.dialogs.sessionExpiredText).toBe('Por favor inicie sesión de nuevo para continuar.');
    expect(en.dialogs.sessionExpiredTitle).toBe('Session Expired!');
    expect(en.dialogs.sessionExpiredText).toBe('Please log in again to continue.');
    expect(es.dialogs.unsavedChanges).toBe('¿Estás seguro de salir sin guardar los cambios?');
    expect(es.common.noResults).toBe('No se encontraron resultados');
    expect(es.dialogs.errorTitle).toBe('Ups!');
    expect(es.dialogs.successTitle).toBe('¡Éxito!');
    expect(en.errors.generic).toBe('Something went wrong. Please try again.');
    expect(en.errors.inputProblems).toBe('There were some problems with your input.');
    expect(en.errors.invalidEmail).toBe('Invalid email address');
    expect(en.errors.invalidUrl).toBe('Invalid URL');
    expect(es.errors.postalCodeNotFound).toBe('El código postal no existe.');
    expect(en.system.notFoundTitle).toBe('Page Not Found');
    expect(en.auth.loggedIn).toBe('You are logged in!');
    expect(en.profile.infoUpdated).toBe('Your info has been updated!');
    expect(en.profile.passwordUpdated).toBe('Your password has been updated!');
    expect(en.dialogs.errorTitle).toBe('Oops...');
    expect(en.dialogs.errorText).toBe('Something went wrong! Please try again.');
  });
});
