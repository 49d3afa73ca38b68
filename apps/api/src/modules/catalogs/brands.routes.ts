import {
  brand,
  brandInput,
  brandList,
  brandListQuery,
  type ErrorKey,
  messageAnswer,
  slugify,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { deleteImage } from '../../lib/images';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import {
  type BrandRow,
  brandNameTaken,
  brandSlugTaken,
  brandSource,
  countModelsOfBrand,
  deleteBrand,
  findBrand,
  insertBrand,
  lockBrand,
  toBrand,
  updateBrand,
} from './brands.repository';
import { CATALOGS, catalogAccess, HEADERS, inUse } from './catalog-common';

const BRANDS = `${CATALOGS}/brands`;
const brandAnswer = z.object({ data: brand });
/** On PUT an omitted `active` keeps the current value, and an omitted slug keeps the brand's URL. */
const brandUpdate = brandInput.extend({ active: z.boolean().optional() });
const unique = {
  catalog_brands_name_key: ['name', 'errors.name_taken'],
  catalog_brands_slug_unique: ['slug', 'errors.slug_taken'],
} as const;

const columns: ExportColumn<BrandRow>[] = [
  { header: HEADERS.id, value: (row) => row.id, width: 8 },
  { header: HEADERS.name, value: (row) => row.name, width: 30 },
  { header: { es: 'Slug', en: 'Slug' }, value: (row) => row.slug, width: 30 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Modelos', en: 'Models' }, value: (row) => row.models_count, width: 10 },
  { header: HEADERS.created_at, value: (row) => new Date(row.created_at), width: 20 },
  { header: HEADERS.updated_at, value: (row) => new Date(row.updated_at), width: 20 },
];

/** Name and slug are both unique; both problems are reported at once. */
async function assertFree(tx: Tx, name: string, slug: string, exceptId = 0): Promise<void> {
  const errors: Record<string, ErrorKey[]> = {};
  if (await brandNameTaken(tx, name, exceptId)) errors.name = ['errors.name_taken'];
  if (await brandSlugTaken(tx, slug, exceptId)) errors.slug = ['errors.slug_taken'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A slug made from the name when none is given ("Citroën" → citroen); some names leave nothing to make one from. */
function slugFor(name: string, slug: string | undefined): string {
  const value = slug ?? slugify(name);
  if (!value) throw invalid({ slug: ['errors.slug_required'] });
  return value;
}

/** Vehicle brands (`/catalogs/brands`), the top of the catalog. */
export const brandsModule: Module = (app, { database, storage }) => {
  const { db } = database;
  const answer = (row: BrandRow) => ({ data: toBrand(row, storage.publicBase) });

  app.get(
    BRANDS,
    {
      config: catalogAccess('brands', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Brands, paged, sorted and searched',
        querystring: brandListQuery,
        response: { 200: brandList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { active, ...params } = request.query;
      const list = await runList<BrandRow>(db, brandSource({ active }), params);
      return { data: list.data.map((row) => toBrand(row, storage.publicBase)), meta: list.meta };
    },
  );

  app.get(
    `${BRANDS}/export`,
    {
      config: catalogAccess('brands', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Brands as XLSX or CSV, with the list’s filters',
        querystring: brandListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { active, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: brandSource({ active }),
        sort,
        search,
        columns,
        format,
        filename: { es: 'marcas', en: 'brands' },
      });
    },
  );

  app.post(
    BRANDS,
    {
      config: catalogAccess('brands', 'create'),
      schema: {
        tags: ['catalogs'],
        summary: 'Create a brand; without a slug one is made from the name',
        body: brandInput,
        response: { 201: brandAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { name, active } = request.body;
      const slug = slugFor(name, request.body.slug);
      const row = await writeTransaction(db, { unique }, async (tx) => {
        await assertFree(tx, name, slug);
        const created = await insertBrand(tx, { name, slug, active });
        await audit(tx, request, {
          action: 'create',
          entity: 'catalog_brand',
          entityId: created.id,
          after: created,
        });
        return (await findBrand(tx, created.id))!;
      });
      return reply.code(201).send(answer(row));
    },
  );

  app.get(
    `${BRANDS}/:id`,
    {
      config: catalogAccess('brands', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'One brand',
        params: idParams,
        response: { 200: brandAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findBrand(db, request.params.id);
      if (!row) throw notFound();
      return answer(row);
    },
  );

  app.put(
    `${BRANDS}/:id`,
    {
      config: catalogAccess('brands', 'update'),
      schema: {
        tags: ['catalogs'],
        summary: 'Edit, activate or deactivate a brand',
        params: idParams,
        body: brandUpdate,
        response: { 200: brandAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const row = await writeTransaction(db, { unique }, async (tx) => {
        const before = await lockBrand(tx, id);
        if (!before) throw notFound();
        const slug = input.slug ?? before.slug;
        await assertFree(tx, input.name, slug, id);
        const after = await updateBrand(tx, id, {
          name: input.name,
          slug,
          active: input.active ?? before.active,
        });
        await audit(tx, request, { action: 'update', entity: 'catalog_brand', entityId: id, before, after });
        return (await findBrand(tx, id))!;
      });
      return answer(row);
    },
  );

  app.delete(
    `${BRANDS}/:id`,
    {
      config: catalogAccess('brands', 'delete'),
      schema: {
        tags: ['catalogs'],
        summary: 'Delete a brand without models (deactivate it otherwise)',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const removed = await writeTransaction(db, { foreignKey: () => inUse(request.locale) }, async (tx) => {
        const before = await lockBrand(tx, id);
        if (!before) throw notFound();
        const models = await countModelsOfBrand(tx, id);
        if (models > 0) throw inUse(request.locale, 'models', models);
        await deleteBrand(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'catalog_brand', entityId: id, before });
        return before;
      });
      // The row is gone; its logo files go after it, and a storage hiccup only leaves files behind.
      if (removed.logo_path) {
        await deleteImage(storage, removed.logo_path).catch((error: unknown) =>
          request.log.warn({ err: error }, 'brand logo not deleted'),
        );
      }
      return { message: translate(request.locale, 'catalogs.deleted') };
    },
  );
};
