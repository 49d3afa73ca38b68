import { brandInput, brandResource, type ErrorKey, slugify } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { catalogBrands, catalogModels } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { type BrandRow, brandSource, findBrand, toBrand } from './brands.repository';
import { catalogDeleteRoute, HEADERS } from './catalog-common';

/** On PUT an omitted `active` keeps the current value, and an omitted slug keeps the brand's URL. */
const brandUpdate = brandInput.extend({ active: z.boolean().optional() });
const rules = {
  unique: {
    catalog_brands_name_key: ['name', 'errors.name_taken'],
    catalog_brands_slug_unique: ['slug', 'errors.slug_taken'],
  },
} as const;

const columns = (): ExportColumn<BrandRow>[] => [
  idColumn(),
  { header: HEADERS.name, value: (row) => row.name, width: 30 },
  { header: { es: 'Slug', en: 'Slug' }, value: (row) => row.slug, width: 30 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Modelos', en: 'Models' }, value: (row) => row.models_count, width: 10 },
  createdColumn(),
  updatedColumn(),
];

/** Name and slug are both unique; both problems are reported at once. */
async function assertFree(tx: Tx, name: string, slug: string, exceptId = 0): Promise<void> {
  const errors: Record<string, ErrorKey[]> = {};
  if (await valueTaken(tx, catalogBrands.name, name, { exceptId })) errors.name = ['errors.name_taken'];
  if (await valueTaken(tx, catalogBrands.slug, slug, { exceptId, compare: 'exact' })) {
    errors.slug = ['errors.slug_taken'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A slug made from the name when none is given ("Citroën" → citroen); some names leave nothing to make one from. */
function slugFor(name: string, slug: string | undefined): string {
  const value = slug ?? slugify(name);
  if (!value) throw invalid({ slug: ['errors.slug_required'] });
  return value;
}

/** Vehicle brands (`/catalogs/brands`), the top of the catalog. */
export const brandsModule: Module = (app, { database: { db }, storage }) => {
  const kit = resourceKit(app, brandResource, { db, tag: 'catalogs' });
  const toItem = (row: BrandRow) => toBrand(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findBrand(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, catalogBrands, id);
  const source = ({ active }: { active?: boolean | undefined }) => brandSource({ active });

  listRoute(kit, { summary: 'Brands, paged, sorted and searched', source, toItem });
  exportRoute(kit, {
    summary: 'Brands as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'marcas', en: 'brands' },
  });
  oneRoute(kit, { summary: 'One brand', find: ({ id }) => findBrand(db, id), toItem });

  createRoute(kit, {
    summary: 'Create a brand; without a slug one is made from the name',
    entity: 'catalog_brand',
    body: brandInput,
    rules,
    insert: async (tx, { name, slug, active }) => {
      const value = slugFor(name, slug);
      await assertFree(tx, name, value);
      return insertRow(tx, catalogBrands, { name, slug: value, active });
    },
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Edit, activate or deactivate a brand',
    entity: 'catalog_brand',
    body: brandUpdate,
    rules,
    lock,
    update: async (tx, before, input) => {
      const slug = input.slug ?? before.slug;
      await assertFree(tx, input.name, slug, before.id);
      return updateRow(tx, catalogBrands, before.id, {
        name: input.name,
        slug,
        active: input.active ?? before.active,
      });
    },
    find,
    toItem,
  });

  catalogDeleteRoute(kit, {
    summary: 'Delete a brand without models (deactivate it otherwise)',
    entity: 'catalog_brand',
    lock,
    remove: (tx, row) => deleteRow(tx, catalogBrands, row.id),
    children: { kind: 'models', column: catalogModels.brand_id },
    image: { storage, path: (row) => row.logo_path },
  });
};
