import { PERMISSION_MODULES, PERMISSIONS } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { en } from '../../locales/en';
import { es } from '../../locales/es';
import { permissionLabels, translationKey } from './permission-labels';

type Entries = Record<string, { name: string; description: string }>;
const MODULES = Object.keys(PERMISSION_MODULES);
const languages = [
  ['es', es.roles],
  ['en', en.roles],
] as const;

describe('permission display names', () => {
  it('names and describes every permission of the catalogue, in Spanish and in English', () => {
    for (const [language, roles] of languages) {
      const names = roles.permissionNames as Entries;
      for (const permission of PERMISSIONS) {
        const entry = names[translationKey(permission)];
        expect(entry?.name.trim(), `${language}: name of "${permission}"`).toBeTruthy();
        expect(entry?.description.trim(), `${language}: description of "${permission}"`).toBeTruthy();
      }
    }
  });

  it('names and describes every permission module, in Spanish and in English', () => {
    for (const [language, roles] of languages) {
      const names = roles.moduleNames as Entries;
      for (const module of MODULES) {
        const entry = names[translationKey(module)];
        expect(entry?.name.trim(), `${language}: name of module "${module}"`).toBeTruthy();
        expect(entry?.description.trim(), `${language}: description of module "${module}"`).toBeTruthy();
      }
    }
  });

  it('holds no entry for a permission or module that no longer exists', () => {
    const permissionKeys = PERMISSIONS.map(translationKey).sort();
    const moduleKeys = MODULES.map(translationKey).sort();
    for (const [, roles] of languages) {
      expect(Object.keys(roles.permissionNames).sort()).toEqual(permissionKeys);
      expect(Object.keys(roles.moduleNames).sort()).toEqual(moduleKeys);
    }
  });

  it('gives every permission its own key, one i18next can read', () => {
    const keys = PERMISSIONS.map(translationKey);
    expect(new Set(keys).size).toBe(PERMISSIONS.length);
    for (const key of [...keys, ...MODULES.map(translationKey)]) expect(key).toMatch(/^[\p{L}\p{N}_-]+$/u);
    expect(translationKey('read brand catalog')).toBe('read_brand_catalog');
    expect(translationKey('brand-new inventory')).toBe('brand-new_inventory');
    expect(translationKey('campañas whatsapp')).toBe('campañas_whatsapp');
    expect(translationKey(' odd.module: name ')).toBe('odd_module_name');
  });

  it('reads the names in the language asked, and falls back to the identifier and stored description', () => {
    const spanish = permissionLabels(i18n.getFixedT('es', 'roles'));
    const english = permissionLabels(i18n.getFixedT('en', 'roles'));

    expect(spanish.permission('read brand catalog')).toEqual({
      identifier: 'read brand catalog',
      name: 'Ver catálogo de marcas',
      description: 'Consultar las marcas de autos del catálogo.',
      defaultDescription: 'Consultar las marcas de autos del catálogo.',
      translated: true,
    });
    expect(english.permission('read brand catalog').name).toBe('View brand catalog');
    expect(spanish.permission('campañas whatsapp').name).toBe('Ver campañas de WhatsApp');
    expect(english.module('brand catalog').name).toBe('Brand catalog');
    expect(spanish.module('dealership groups').name).toBe('Grupos de agencias');

    // What an administrator wrote wins over the default description.
    expect(spanish.permission('read logo', 'Ver el logo de la agencia').description).toBe(
      'Ver el logo de la agencia',
    );
    // A permission or module created later: its identifier as name, its stored description.
    expect(spanish.permission('leer cotizaciones', 'Consultar cotizaciones')).toEqual({
      identifier: 'leer cotizaciones',
      name: 'leer cotizaciones',
      description: 'Consultar cotizaciones',
      defaultDescription: '',
      translated: false,
    });
    expect(english.permission('leer cotizaciones').description).toBe('');
    expect(english.module('Cotizaciones: taller.').name).toBe('Cotizaciones: taller.');
  });
});
