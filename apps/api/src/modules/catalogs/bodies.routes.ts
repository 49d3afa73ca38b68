import { bodyInput, bodyResource } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { catalogBodies, catalogModels } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { type BodyRow, bodySource, findBody, toBody } from './bodies.repository';
import { catalogDeleteRoute, HEADERS } from './catalog-common';

/** On PUT an omitted `active` keeps the current value: renaming never reactivates. */
const bodyUpdate = bodyInput.extend({ active: z.boolean().optional() });
const rules = { unique: { catalog_bodies_name_key: ['name', 'errors.name_taken'] } } as const;

const columns = (): ExportColumn<BodyRow>[] => [
  idColumn(),
  { header: HEADERS.name, value: (row) => row.name, width: 30 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Modelos', en: 'Models' }, value: (row) => row.models_count, width: 10 },
  createdColumn(),
  updatedColumn(),
];

async function assertFree(tx: Tx, name: string, exceptId = 0): Promise<void> {
  if (await valueTaken(tx, catalogBodies.name, name, { exceptId }))
    throw invalid({ name: ['errors.name_taken'] });
}

/** Body types (`/bodies`): sedán, SUV, pickup… — what a model is. */
export const bodiesModule: Module = (app, { database: { db }, storage }) => {
  const kit = resourceKit(app, bodyResource, { db, tag: 'catalogs' });
  const toItem = (row: BodyRow) => toBody(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findBody(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, catalogBodies, id);
  const source = ({ active }: { active?: boolean | undefined }) => bodySource({ active });

  listRoute(kit, { summary: 'Body types, paged, sorted and searched', source, toItem });
  exportRoute(kit, {
    summary: 'Body types as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'carrocerias', en: 'body-types' },
  });
  oneRoute(kit, { summary: 'One body type', find: ({ id }) => findBody(db, id), toItem });

  createRoute(kit, {
    summary: 'Create a body type',
    entity: 'catalog_body',
    body: bodyInput,
    rules,
    insert: async (tx, input) => {
      await assertFree(tx, input.name);
      return insertRow(tx, catalogBodies, input);
    },
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Rename, activate or deactivate a body type',
    entity: 'catalog_body',
    body: bodyUpdate,
    rules,
    lock,
    update: async (tx, before, input) => {
      await assertFree(tx, input.name, before.id);
      return updateRow(tx, catalogBodies, before.id, {
        name: input.name,
        active: input.active ?? before.active,
      });
    },
    find,
    toItem,
  });

  catalogDeleteRoute(kit, {
    summary: 'Delete a body type no model uses (deactivate it otherwise)',
    entity: 'catalog_body',
    lock,
    remove: (tx, row) => deleteRow(tx, catalogBodies, row.id),
    children: { kind: 'models', column: catalogModels.body_id },
    image: { storage, path: (row) => row.icon_path },
  });
};
