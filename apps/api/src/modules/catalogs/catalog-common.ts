/** What only the catalog routes share: export headers, the in-use answer and the delete route. */
import type { Locale, ResourceShape } from '@vitrina/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { deleteRoute } from '../../lib/delete-route';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { ItemPath, RouteKit } from '../../lib/resource-kit';
import type { Storage } from '../../lib/storage';
import { removeQuietly } from '../../lib/stored-file';
import { countRows } from '../../lib/table-writes';

/** Where the catalog routes that are not one resource's live (pickers). */
export const CATALOGS = '/api/mi-vitrina/catalogs';

/** Export headers every catalog shares (the id and the dates are lib/export's columns). */
export const HEADERS = {
  name: { es: 'Nombre', en: 'Name' },
  active: { es: 'Activo', en: 'Active' },
} as const satisfies Record<string, Record<Locale, string>>;

type Children = 'models' | 'versions' | 'years';

/** 409 "está en uso: 3 modelos" — or, when another module's rows hold it, a general reason. */
export function inUse(locale: Locale, children?: Children, count = 0): HttpError {
  const reason = children
    ? translate(locale, `catalogs.${children}_${count === 1 ? 'one' : 'other'}` as const, { count })
    : translate(locale, 'catalogs.used_elsewhere');
  return new HttpError(409, 'errors.in_use', { reason });
}

type Stored = { id: number } & Record<string, unknown>;

/**
 * DELETE of a catalog row: refused (409, naming how many) while children point at it, or while
 * another module's rows do (the foreign key's refusal); its image files go after the commit.
 */
export function catalogDeleteRoute<D extends ResourceShape, Row extends Stored>(
  kit: RouteKit<D>,
  options: {
    summary: string;
    entity: string;
    lock: (tx: Tx, params: ItemPath) => Promise<Row | undefined>;
    remove: (tx: Tx, row: Row) => Promise<void>;
    children?: { kind: Children; column: PgColumn };
    image?: { storage: Storage; path: (row: Row) => string | null };
  },
): void {
  const { children, image } = options;
  deleteRoute(kit, {
    summary: options.summary,
    entity: options.entity,
    rules: (request) => ({ foreignKey: () => inUse(request.locale) }),
    lock: options.lock,
    remove: async (tx, before, request) => {
      const count = children ? await countRows(tx, children.column, before.id) : 0;
      if (children && count > 0) throw inUse(request.locale, children.kind, count);
      await options.remove(tx, before);
    },
    // The row is gone; its image files go after it, and a storage hiccup only leaves files behind.
    afterCommit: async (removed, request) => {
      const path = image?.path(removed);
      if (!image || !path) return;
      await removeQuietly(request, image.storage, path);
    },
    message: (locale) => translate(locale, 'catalogs.deleted'),
  });
}
