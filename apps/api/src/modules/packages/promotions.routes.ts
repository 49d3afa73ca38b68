/**
 * Promotions (`/promotions`). The spec §7 calls keep their paths and shapes: `GET promotions` is a
 * bare array of `{ id, name }`, so the screen's paged list lives at `promotions/list`. A promotion
 * without agencies applies to every agency.
 */
import {
  agencyParam,
  promotionsInForce as inForceAnswer,
  isPromotionType,
  type Locale,
  type PromotionType,
  promotionInput,
  promotionPicker,
  promotionResource,
  toCents,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { promotions } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { type ExportColumn, idColumn } from '../../lib/export';
import { HttpError, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { exportRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { deleteRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import {
  activePromotions,
  findPromotion,
  lockPromotion,
  type PromotionRow,
  promotionSource,
  promotionsInForce,
  savePromotion,
  toPromotion,
  usableAgencyIds,
} from './promotions.repository';

const PROMOTIONS = routeUrl(promotionResource);
const tags = ['promotions'];
/** `agency` is read by the access plugin (0 = every agency the user may see); declared for the docs. */
const agencyQuery = z.object({ agency: agencyParam.optional() });

/** Dealership screens of every role read what applies to their agencies. */
const forAgencies = (part: 'query' | 'params') =>
  ({ access: { permission: null, scope: { agency: part } } }) as const;

const TYPE_NAMES = { new: { es: 'Nuevos', en: 'New' }, used: { es: 'Seminuevos', en: 'Used' } } as const;
const KIND_NAMES = { percent: { es: 'Porcentaje', en: 'Percent' }, amount: { es: 'Monto', en: 'Amount' } };

/** Types and kinds read in the language of the request. */
const columnsFor = (locale: Locale): ExportColumn<PromotionRow>[] => [
  idColumn(),
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 32 },
  { header: { es: 'Tipo', en: 'Type' }, value: (row) => TYPE_NAMES[row.type][locale], width: 12 },
  {
    header: { es: 'Descuento', en: 'Discount kind' },
    value: (row) => KIND_NAMES[row.discount_kind][locale],
    width: 12,
  },
  { header: { es: 'Valor', en: 'Value' }, value: (row) => row.discount_value / 100, width: 12 },
  { header: { es: 'Inicio', en: 'Starts' }, value: (row) => row.starts_on, width: 12 },
  { header: { es: 'Fin', en: 'Ends' }, value: (row) => row.ends_on, width: 12 },
  { header: { es: 'Activa', en: 'Active' }, value: (row) => row.active, width: 10 },
  {
    header: { es: 'Agencias', en: 'Dealerships' },
    value: (row) => (row.agencies_count === 0 ? '*' : row.agencies.join(', ')),
    width: 60,
  },
];

type Input = z.output<typeof promotionInput>;

const toWrite = (input: Input) => ({
  name: input.name,
  type: input.type,
  discount_kind: input.discount_kind,
  discount_value: toCents(input.discount),
  starts_on: input.starts_on,
  ends_on: input.ends_on,
  active: input.active,
  agency_ids: input.agency_ids,
});

async function assertAgencies(tx: Tx, ids: number[], promotionId = 0) {
  const usable = await usableAgencyIds(tx, ids, promotionId);
  if (usable.size !== ids.length) throw invalid({ agency_ids: ['promotions.agency_not_found'] });
}

/** `type` of a path: `new` or `used`, anything else a 422 that says which are valid. */
function promotionType(value: string): PromotionType {
  if (isPromotionType(value)) return value;
  throw new HttpError(422, 'promotions.type_invalid', {}, { type: ['promotions.type_invalid'] });
}

/** The scope's agencies; null for an administrator asking for every agency. */
const agenciesOf = (request: FastifyRequest) => scopedAgencyIds(request.agencyScope);

export function promotionsRoutes(app: App, { database }: AppContext) {
  const { db } = database;
  const inForce = async (request: FastifyRequest, type?: PromotionType) => ({
    data: (await promotionsInForce(db, agenciesOf(request), type)).map(toPromotion),
  });

  app.get(
    PROMOTIONS,
    {
      config: forAgencies('query'),
      schema: {
        tags,
        summary: 'Spec §7: active promotions that have not ended, a bare array of { id, name }, by name',
        querystring: agencyQuery,
        response: { 200: promotionPicker, ...errorAnswers },
      },
    },
    async (request) => activePromotions(db, agenciesOf(request)),
  );

  app.get(
    `${PROMOTIONS}/agency-promotion/:agency`,
    {
      config: forAgencies('params'),
      schema: {
        tags,
        summary: 'Spec §7: promotions in force today for the agency (0: every agency you may see)',
        params: z.object({ agency: agencyParam }),
        response: { 200: inForceAnswer, ...errorAnswers },
      },
    },
    async (request) => inForce(request),
  );

  app.get(
    `${PROMOTIONS}/agency-promotion/:agency/:type`,
    {
      config: forAgencies('params'),
      schema: {
        tags,
        summary: 'Spec §7: promotions of a type (new or used) in force today for the agency',
        params: z.object({ agency: agencyParam, type: z.string() }),
        response: { 200: inForceAnswer, ...errorAnswers },
      },
    },
    async (request) => inForce(request, promotionType(request.params.type)),
  );

  app.get(
    `${PROMOTIONS}/type/:type`,
    {
      config: forAgencies('query'),
      schema: {
        tags,
        summary: 'Spec §7: promotions of a type (new or used) in force today, for your agencies',
        params: z.object({ type: z.string() }),
        querystring: agencyQuery,
        response: { 200: inForceAnswer, ...errorAnswers },
      },
    },
    async (request) => inForce(request, promotionType(request.params.type)),
  );

  const kit = resourceKit(app, promotionResource, { db, tag: 'promotions' });
  const find = (tx: Tx, id: number) => findPromotion(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockPromotion(tx, id);

  // Not the kit's list: `GET promotions` is the spec §7 picker, so the paged list is `promotions/list`.
  app.get(
    `${PROMOTIONS}/list`,
    {
      config: accessFor(kit, 'list'),
      schema: {
        tags,
        summary: 'Promotions, paged, sorted, searched and filtered by type and state',
        querystring: promotionResource.listQuery,
        response: { 200: promotionResource.listAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { type, active, ...params } = request.query;
      const list = await runList<PromotionRow>(db, promotionSource({ type, active }), params);
      return { data: list.data.map(toPromotion), meta: list.meta };
    },
  );
  exportRoute(kit, {
    summary: 'Promotions as XLSX or CSV, with the list’s filters',
    source: ({ type, active }) => promotionSource({ type, active }, { allAgencies: true }),
    columns: columnsFor,
    filename: { es: 'promociones', en: 'promotions' },
  });
  oneRoute(kit, {
    summary: 'One promotion with its agencies (agency_ids and their names)',
    find: ({ id }) => findPromotion(db, id),
    toItem: toPromotion,
  });

  createRoute(kit, {
    summary: 'Create a promotion (no agencies: every agency)',
    entity: 'promotion',
    body: promotionInput,
    insert: async (tx, input) => {
      await assertAgencies(tx, input.agency_ids);
      return savePromotion(tx, undefined, toWrite(input));
    },
    find,
    toItem: toPromotion,
  });

  updateRoute(kit, {
    summary: 'Edit a promotion; `agency_ids` is the whole list (empty: every agency)',
    entity: 'promotion',
    body: promotionInput,
    lock,
    update: async (tx, before, input) => {
      await assertAgencies(tx, input.agency_ids, before.id);
      return savePromotion(tx, before.id, toWrite(input));
    },
    find,
    toItem: toPromotion,
  });

  deleteRoute(kit, {
    summary: 'Delete a promotion',
    entity: 'promotion',
    lock,
    remove: (tx, before) => deleteRow(tx, promotions, before.id),
    message: (locale) => translate(locale, 'promotions.deleted'),
  });
}
