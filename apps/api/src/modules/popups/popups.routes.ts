/**
 * Popups (`/popups`): the administrators' CRUD and the popup's image (multipart field `file`,
 * through the image pipeline: uploading replaces the previous one). The dashboard's routes are
 * in dashboard.routes.ts.
 */
import { imageAnswer, type Locale, popupInput, popupResource } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { intArray, queryRow } from '../../db/query';
import { popups } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { imageUrls } from '../../lib/image-urls';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { imageFile, removeQuietly } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';
import { deleteRow, insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { findPopup, type PopupRow, popupSource, toPopup } from './popups.repository';

const AUDIENCES = {
  all: { es: 'Todas las agencias', en: 'Every dealership' },
  package: { es: 'Por paquete', en: 'By package' },
  membership: { es: 'Por estado de membresía', en: 'By membership status' },
  state: { es: 'Por estado', en: 'By state' },
  agencies: { es: 'Agencias elegidas', en: 'Chosen dealerships' },
} as const;
const FREQUENCIES = {
  once: { es: 'Una sola vez', en: 'Once' },
  every_visit: { es: 'En cada visita', en: 'Every visit' },
} as const;

const columnsFor = (locale: Locale): ExportColumn<PopupRow>[] => [
  idColumn(),
  { header: { es: 'Título', en: 'Title' }, value: (row) => row.title, width: 40 },
  { header: { es: 'Audiencia', en: 'Audience' }, value: (row) => AUDIENCES[row.audience][locale], width: 24 },
  { header: { es: 'Inicio', en: 'Starts' }, value: (row) => row.starts_on, width: 12 },
  { header: { es: 'Fin', en: 'Ends' }, value: (row) => row.ends_on, width: 12 },
  {
    header: { es: 'Frecuencia', en: 'Frequency' },
    value: (row) => FREQUENCIES[row.frequency][locale],
    width: 16,
  },
  { header: { es: 'Activo', en: 'Active' }, value: (row) => row.active, width: 10 },
  { header: { es: 'Cerrado por', en: 'Closed by' }, value: (row) => row.dismissals_count, width: 12 },
  createdColumn(),
];

type Input = z.output<typeof popupInput>;

const toWrite = (input: Input) => ({
  title: input.title,
  body: input.body,
  cta_label: input.cta_label,
  cta_url: input.cta_url,
  audience: input.audience,
  package_ids: input.package_ids,
  membership_statuses: input.membership_statuses,
  states: input.states,
  agency_ids: input.agency_ids,
  starts_on: input.starts_on,
  ends_on: input.ends_on,
  frequency: input.frequency,
  active: input.active,
});

/** The chosen packages exist, and the chosen dealerships exist and are not deleted. */
async function assertAudience(tx: Tx, input: Input) {
  const count = async (query: ReturnType<typeof sql>) => (await queryRow<{ n: number }>(tx, query))?.n ?? 0;
  if (
    input.package_ids.length > 0 &&
    (await count(
      sql`select count(*)::int as n from packages where id = any(${intArray(input.package_ids)})`,
    )) !== input.package_ids.length
  ) {
    throw invalid({ package_ids: ['popups.package_unknown'] });
  }
  if (
    input.agency_ids.length > 0 &&
    (await count(
      sql`select count(*)::int as n from agencies where id = any(${intArray(input.agency_ids)}) and deleted_at is null`,
    )) !== input.agency_ids.length
  ) {
    throw invalid({ agency_ids: ['popups.agency_unknown'] });
  }
}

export const popupsModule: Module = (app, { database: { db }, storage, config }) => {
  const kit = resourceKit(app, popupResource, { db, tag: 'popups' });
  const toItem = toPopup(storage.publicBase);
  const find = (tx: Tx, id: number) => findPopup(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, popups, id);

  listRoute(kit, {
    summary: 'Popups, paged, sorted and searched, with whether each is in force and how many users closed it',
    source: ({ active }) => popupSource({ active }),
    toItem,
  });
  exportRoute(kit, {
    summary: 'Popups as XLSX or CSV, with the list’s filters',
    source: ({ active }) => popupSource({ active }),
    columns: columnsFor,
    filename: { es: 'pop-ups', en: 'pop-ups' },
  });
  oneRoute(kit, { summary: 'One popup', find: ({ id }) => findPopup(db, id), toItem });

  createRoute(kit, {
    summary: 'Create a popup (its image is uploaded afterwards)',
    entity: 'popup',
    body: popupInput,
    insert: async (tx, input) => {
      await assertAudience(tx, input);
      return insertRow(tx, popups, toWrite(input));
    },
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Edit a popup: content, audience, dates, frequency, active',
    entity: 'popup',
    body: popupInput,
    lock,
    update: async (tx, before, input) => {
      await assertAudience(tx, input);
      return updateRow(tx, popups, before.id, toWrite(input));
    },
    find,
    toItem,
  });

  deleteRoute(kit, {
    summary: 'Delete a popup and its dismissals',
    entity: 'popup',
    lock,
    remove: (tx, before) => deleteRow(tx, popups, before.id),
    afterCommit: async (before, request) => {
      if (before.image_path) await removeQuietly(request, storage, before.image_path);
    },
    message: (locale) => translate(locale, 'popups.deleted'),
  });

  storedFileRoutes(app, db, storage, {
    url: routeUrl(popupResource, '/:id/image'),
    config: accessFor(kit, 'update'),
    tags: [kit.tag],
    summary: {
      upload: 'Upload the popup’s image (multipart field "file": JPEG, PNG or WebP)',
      remove: 'Remove the popup’s image',
    },
    names: { params: idParams },
    response: { 200: imageAnswer('image'), ...errorAnswers },
    kind: imageFile(config.uploads),
    table: popups,
    entity: 'popup',
    slot: ({ id }) => ({ id, column: 'image_path', prefix: 'popups' }),
    auditEmptyRemoval: true,
    answer: (row) => ({ data: { image: imageUrls(row.image_path, storage.publicBase) } }),
  });
};
