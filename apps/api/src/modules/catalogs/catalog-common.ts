/** What only the catalog routes share: their path, access declarations, export headers, the in-use answer. */
import { CATALOG_RESOURCES, type Locale } from '@vitrina/shared';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';

export const CATALOGS = '/api/mi-vitrina/catalogs';

type CatalogResource = keyof typeof CATALOG_RESOURCES;
type Action = keyof (typeof CATALOG_RESOURCES)[CatalogResource]['permissions'];

/** Catalogs belong to the platform, not to a dealership: only the permission decides. */
export function catalogAccess(resource: CatalogResource, action: Action) {
  return {
    access: { permission: CATALOG_RESOURCES[resource].permissions[action], scope: 'platform' },
  } as const;
}

/** Export headers every catalog shares. */
export const HEADERS = {
  id: { es: 'ID', en: 'ID' },
  name: { es: 'Nombre', en: 'Name' },
  active: { es: 'Activo', en: 'Active' },
  created_at: { es: 'Creado', en: 'Created' },
  updated_at: { es: 'Actualizado', en: 'Updated' },
} as const satisfies Record<string, Record<Locale, string>>;

type Children = 'models' | 'versions' | 'years';

/** 409 "está en uso: 3 modelos" — or, when another module's rows hold it, a general reason. */
export function inUse(locale: Locale, children?: Children, count = 0): HttpError {
  const reason = children
    ? translate(locale, `catalogs.${children}_${count === 1 ? 'one' : 'other'}` as const, { count })
    : translate(locale, 'catalogs.used_elsewhere');
  return new HttpError(409, 'errors.in_use', { reason });
}
