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
import type { Tx } from '../../db/client';
import { upgradeRequests } from '../../db/schema';
import { audit } from '../../lib/audit';
import { agencyColumn, createdColumn, EXPORT_HEADERS, type ExportColumn, idColumn } from '../../lib/export';
import { HttpError, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { updateRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import { queueMail } from '../mail/public';
import { promotionsInForce, toPromotion } from '../packages/public';
import { offerAgency, offerPackages, pendingPackageIds } from './offer.repository';
import { upgradeRequestMail } from './upgrade-requests.mail';
import {
  findUpgradeRequest,
  type UpgradeRequestRow,
  upgradeRecipients,
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

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : 'es');

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
        const principal = request.principal!;
        const row = await writeTransaction(db, {}, async (tx) => {
          // The dealership's row lock queues concurrent requests, so a second one sees the first.
          const agency = await offerAgency(tx, input.agency_id, true);
          if (!agency) throw invalid({ agency_id: ['errors.not_found'] });
          const offered = await offerPackages(tx, type, agency.package_id);
          const target = offered.find((pkg) => pkg.id === input.package_id);
          if (!target) throw invalid({ package_id: ['offer.package_unknown'] });
          if (target.id === agency.package_id) throw invalid({ package_id: ['offer.package_current'] });
          if ((await pendingPackageIds(tx, agency.id, type)).includes(target.id)) {
            throw new HttpError(409, 'offer.request_pending');
          }
          const created = await insertRow(tx, upgradeRequests, {
            agency_id: agency.id,
            type,
            package_id: target.id,
            package_name: target.name,
            current_package_name: agency.package_name,
            module: input.module,
            message: input.message,
            requested_by: principal.id,
            requested_by_name: principal.name,
            requested_by_email: principal.email,
          });
          await audit(tx, request, {
            action: 'create',
            entity: 'upgrade_request',
            entityId: created.id,
            agencyId: agency.id,
            after: created,
          });
          await notifyAdministrators(tx, {
            agency: agency.name,
            currentPackage: agency.package_name,
            package: target.name,
            type,
            requester: { name: principal.name, email: principal.email },
            message: input.message,
          });
          return findUpgradeRequest(tx, created.id);
        });
        return reply.code(201).send({ message: translate(request.locale, 'offer.requested'), data: row! });
      },
    );
  }

  /**
   * One e-mail per administrator, in their language, queued in mail_outbox in the request's
   * transaction (delivered by the outbox's sender), so a request is never recorded unannounced.
   */
  async function notifyAdministrators(tx: Tx, facts: Parameters<typeof upgradeRequestMail>[1]) {
    const recipients = await upgradeRecipients(tx);
    if (recipients.length === 0) return;
    for (const recipient of recipients)
      await queueMail(tx, {
        to: recipient.email,
        ...upgradeRequestMail(asLocale(recipient.locale), facts, config.publicUrl),
      });
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
    update: async (tx, before, _input, request) =>
      before.status === 'handled'
        ? before
        : updateRow(tx, upgradeRequests, before.id, {
            status: 'handled',
            handled_at: clock.now(),
            handled_by: request.principal!.id,
          }),
    find: (tx, id) => findUpgradeRequest(tx, id),
  });
};
