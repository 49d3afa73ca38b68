import { type ErrorKey, modelInput, modelResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { catalogBodies, catalogBrands, catalogModels, catalogVersions } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, rowExists, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { catalogDeleteRoute, HEADERS } from './catalog-common';
import { findModel, type ModelFilters, type ModelRow, modelSource } from './models.repository';

/** On PUT an omitted `active` keeps the current value: editing never reactivates. */
const modelUpdate = modelInput.extend({ active: z.boolean().optional() });
const rules = {
  unique: { catalog_models_brand_name_key: ['name', 'errors.name_taken'] },
  /** A parent deleted between the check and the write. */
  foreignKey: (constraint: string | undefined) =>
    invalid({ [constraint?.includes('body_id') ? 'body_id' : 'brand_id']: ['errors.parent_not_found'] }),
} as const;

const columns = (): ExportColumn<ModelRow>[] => [
  idColumn(),
  { header: { es: 'Marca', en: 'Brand' }, value: (row) => row.brand_name, width: 24 },
  { header: { es: 'Modelo', en: 'Model' }, value: (row) => row.name, width: 30 },
  { header: { es: 'Carrocería', en: 'Body type' }, value: (row) => row.body_name, width: 18 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Versiones', en: 'Versions' }, value: (row) => row.versions_count, width: 10 },
  createdColumn(),
  updatedColumn(),
];

interface ModelWrite {
  brand_id: number;
  name: string;
  body_id: number | null;
  active: boolean;
}

/** The brand and the body type must exist; the name must be free within the brand. */
async function assertWritable(tx: Tx, input: ModelWrite, exceptId = 0): Promise<void> {
  const errors: Record<string, ErrorKey[]> = {};
  if (!(await rowExists(tx, catalogBrands, input.brand_id))) errors.brand_id = ['errors.parent_not_found'];
  if (input.body_id !== null && !(await rowExists(tx, catalogBodies, input.body_id))) {
    errors.body_id = ['errors.parent_not_found'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const within = eq(catalogModels.brand_id, input.brand_id);
  if (await valueTaken(tx, catalogModels.name, input.name, { exceptId, within })) {
    throw invalid({ name: ['errors.name_taken'] });
  }
}

/** Vehicle models (`/catalogs/models`): a brand's model with its body type. */
export const modelsModule: Module = (app, { database: { db } }) => {
  const kit = resourceKit(app, modelResource, { db, tag: 'catalogs' });
  const find = (tx: Tx, id: number) => findModel(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, catalogModels, id);
  const source = (filters: ModelFilters) => modelSource(filters);

  listRoute(kit, {
    summary: 'Models, paged, sorted and searched; filter by brand, body type and state',
    source,
  });
  exportRoute(kit, {
    summary: 'Models as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'modelos', en: 'models' },
  });
  oneRoute(kit, { summary: 'One model', find: ({ id }) => findModel(db, id) });

  createRoute(kit, {
    summary: 'Create a model of a brand',
    entity: 'catalog_model',
    body: modelInput,
    rules,
    insert: async (tx, input) => {
      await assertWritable(tx, input);
      return insertRow(tx, catalogModels, input);
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Edit, activate or deactivate a model',
    entity: 'catalog_model',
    body: modelUpdate,
    rules,
    lock,
    update: async (tx, before, input) => {
      const write = { ...input, active: input.active ?? before.active };
      await assertWritable(tx, write, before.id);
      return updateRow(tx, catalogModels, before.id, write);
    },
    find,
  });

  catalogDeleteRoute(kit, {
    summary: 'Delete a model without versions (deactivate it otherwise)',
    entity: 'catalog_model',
    lock,
    remove: (tx, row) => deleteRow(tx, catalogModels, row.id),
    children: { kind: 'versions', column: catalogVersions.model_id },
  });
};
