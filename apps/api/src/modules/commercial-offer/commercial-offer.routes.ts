/**
 * The commercial offers (`GET /commercial-offer/used` and `/new`, each with the permission and
 * package permission of its screen), a dealership's upgrade request from either, and the
 * administrators' list of requests with "mark handled".
 */
import {
  COMMERCIAL_OFFERS,
  type Locale,
  OFFER_MODULES,
  OFFER_TYPES,
  type OfferType,
  offerAnswer,
  offerQuery,
  upgradeRequestCreated,
  upgradeRequestInput,
  upgradeRequestResource,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Module } from '../../context';
import { upgradeRequests } from '../../db/schema';
import { signedInActor } from '../../lib/actor';
import { agencyColumn, createdColumn, EXPORT_HEADERS, type ExportColumn, idColumn } from '../../lib/export';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { lockRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { updateRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import { promotionsInForce, toPromotion } from '../packages/public';
import { handleUpgradeRequest, requestUpgrade } from './commercial-offer.service';
import { offerAgency, offerPackages, pendingPackageIds } from './offer.repository';
import {
  findUpgradeRequest,
  type UpgradeRequestRow,
  upgradeRequestSource,
} from './upgrade-requests.repository';

const tags = ['commercial-offer'];

const accessOf = (type: OfferType) => ({
  permission: COMMERCIAL_OFFERS[type].permission,
  packagePermission: COMMERCIAL_OFFERS[type].packagePermission,
});

/** The one dealership the scope names; null for several (an administrator's "Todas"). */
function singleAgency(request: FastifyRequest): number | null {
  const ids = scopedAgencyIds(request.agencyScope);
  return ids !== null && ids.length === 1 ? ids[0]! : null;
}

const TYPE_NAMES = {
  used: { es: 'Seminuevos', en: 'Used vehicles' },
  new: { es: 'Nuevos', en: 'New vehicles' },
};
const STATUS_NAMES = {
  pending: { es: 'Pendiente', en: 'Pending' },
  handled: { es: 'Atendida', en: 'Handled' },
};

const columnsFor = (locale: Locale): ExportColumn<UpgradeRequestRow>[] => [
  idColumn(),
  agencyColumn(30),
  { header: { es: 'Oferta', en: 'Offer' }, value: (row) => TYPE_NAMES[row.type][locale], width: 14 },
  {
    header: { es: 'Paquete actual', en: 'Current package' },
    value: (row) => row.current_package_name,
    width: 18,
  },
  {
    header: { es: 'Paquete solicitado', en: 'Requested package' },
    value: (row) => row.package_name,
    width: 18,
  },
  { header: { es: 'Solicitado por', en: 'Requested by' }, value: (row) => row.requested_by_name, width: 24 },
  { header: { es: 'Correo', en: 'E-mail' }, value: (row) => row.requested_by_email, width: 28 },
  { header: { es: 'Mensaje', en: 'Message' }, value: (row) => row.message, width: 40 },
  { header: { es: 'Estado', en: 'Status' }, value: (row) => STATUS_NAMES[row.status][locale], width: 12 },
  createdColumn(EXPORT_HEADERS.date),
];

export const commercialOfferModule: Module = (app, { database: { db }, config, clock }) => {
  for (const type of OFFER_TYPES) {
    const offer = COMMERCIAL_OFFERS[type];

    app.get(
      `/api${offer.api}`,
      {
        config: { access: { ...accessOf(type), scope: { agency: 'query' } } },
        schema: {
          tags,
          summary: `The ${type} vehicles' offer: packages compared with the dealership's, and promotions in force`,
          querystring: offerQuery,
          response: { 200: offerAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const agencyId = singleAgency(request);
        const agency = agencyId === null ? undefined : await offerAgency(db, agencyId);
        const currentId = agency?.package_id ?? null;
        const rows = await offerPackages(db, type, currentId);
        const modules = OFFER_MODULES[type];
        const has = new Set(rows.find((row) => row.id === currentId)?.permissions ?? []);
        const promotions = await promotionsInForce(db, scopedAgencyIds(request.agencyScope), type);
        return {
          data: {
            type,
            current_package_id: currentId,
            modules: [...modules],
            packages: rows.map(({ monthly_price_cents, ...row }) => ({
              ...row,
              monthly_price: monthly_price_cents / 100,
              current: row.id === currentId,
              adds: modules.filter((module) => row.permissions.includes(module) && !has.has(module)),
            })),
            promotions: promotions.map(toPromotion),
            pending_package_ids: agency ? await pendingPackageIds(db, agency.id, type) : [],
          },
        };
      },
    );

    app.post(
      `/api${offer.api}/upgrade-requests`,
      {
        config: { access: { ...accessOf(type), scope: { agency: 'body', key: 'agency_id' } } },
        schema: {
          tags,
          summary: `Ask for another package from the ${type} vehicles' offer; administrators are e-mailed`,
          body: upgradeRequestInput,
          response: { 201: upgradeRequestCreated, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const input = request.body as z.output<typeof upgradeRequestInput>;
        const actor = signedInActor(request);
        const row = await writeTransaction(db, {}, (tx) =>
          requestUpgrade(tx, { ...input, type }, actor, config.publicUrl),
        );
        return reply.code(201).send({ message: translate(request.locale, 'offer.requested'), data: row });
      },
    );
  }

  const kit = resourceKit(app, upgradeRequestResource, { db, tag: 'commercial-offer' });
  listRoute(kit, {
    summary: 'Upgrade requests of every dealership, newest first; filter by status and offer',
    source: ({ status, type }) => upgradeRequestSource({ status, type }),
  });
  exportRoute(kit, {
    summary: 'Upgrade requests as XLSX or CSV, with the list’s filters',
    source: ({ status, type }) => upgradeRequestSource({ status, type }),
    columns: columnsFor,
    filename: { es: 'solicitudes-de-paquete', en: 'upgrade-requests' },
  });
  oneRoute(kit, { summary: 'One upgrade request', find: ({ id }) => findUpgradeRequest(db, id) });
  updateRoute(kit, {
    summary: 'Mark an upgrade request handled (again: nothing changes)',
    entity: 'upgrade_request',
    verb: { path: 'handle', action: 'update', method: 'POST' },
    lock: (tx, { id }) => lockRow(tx, upgradeRequests, id),
    update: (tx, before, _input, request) =>
      handleUpgradeRequest(tx, before, { now: clock.now() }, signedInActor(request)),
    find: (tx, id) => findUpgradeRequest(tx, id),
  });
};
