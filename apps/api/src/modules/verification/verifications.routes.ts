/**
 * AutoCheck (`/verification`): verify a VIN or a plate (offline decode, then the report
 * provider), the dealership's history with its export, one verification, and a retry of a report
 * that failed. The provider is asked outside any transaction (PGlite has one connection, and a
 * slow provider must not hold a row lock); what it answered is then written with its audit entry.
 */
import {
  agencyQuery,
  decodeVin,
  type Locale,
  type VerificationResult,
  verificationInput,
  verificationProviderAnswer,
  verificationResource,
  verificationResult,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Module } from '../../context';
import { verifications } from '../../db/schema';
import { audit } from '../../lib/audit';
import { agencyColumn, createdColumn, EXPORT_HEADERS, type ExportColumn, idColumn } from '../../lib/export';
import { conflict, invalid, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/rate-limiter';
import { exportRoute, listRoute, oneRoute, type SourceOptions } from '../../lib/read-routes';
import { accessFor, pathParams, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { scopedAgencyIds } from '../../plugins/access';
import { type ProviderOutcome, type ReportProvider, reportProvider } from './report-provider';
import {
  findVerification,
  type VerificationRow,
  verificationAgency,
  verificationsSource,
} from './verifications.repository';

const RESULT_NAMES: Record<VerificationResult, Record<Locale, string>> = {
  clear: { es: 'Sin alertas', en: 'No alerts' },
  warning: { es: 'Revisar', en: 'Review' },
  alert: { es: 'Alerta', en: 'Alert' },
  incomplete: { es: 'Sin reporte', en: 'No report' },
};
const KIND_NAMES = { vin: { es: 'VIN', en: 'VIN' }, plate: { es: 'Placa', en: 'Plate' } };
const THEFT_NAMES = {
  clear: { es: 'Sin reporte de robo', en: 'No theft report' },
  reported: { es: 'Con reporte de robo', en: 'Reported stolen' },
  recovered: { es: 'Recuperado', en: 'Recovered' },
};
const REGISTRY_NAMES = {
  registered: { es: 'Inscrito', en: 'Registered' },
  not_registered: { es: 'No inscrito', en: 'Not registered' },
  cancelled: { es: 'Cancelado', en: 'Cancelled' },
};

const columns = (locale: Locale): ExportColumn<VerificationRow>[] => [
  idColumn(),
  createdColumn(EXPORT_HEADERS.date),
  agencyColumn(),
  { header: { es: 'Verificó', en: 'Verified by' }, value: (row) => row.user_name, width: 24 },
  { header: { es: 'Tipo', en: 'Kind' }, value: (row) => KIND_NAMES[row.kind][locale], width: 8 },
  { header: { es: 'VIN o placa', en: 'VIN or plate' }, value: (row) => row.query, width: 22 },
  { header: { es: 'Resultado', en: 'Result' }, value: (row) => RESULT_NAMES[row.result][locale], width: 14 },
  {
    header: { es: 'Fabricante', en: 'Manufacturer' },
    value: (row) => row.decode?.manufacturer ?? '',
    width: 18,
  },
  { header: { es: 'Año modelo', en: 'Model year' }, value: (row) => row.decode?.model_year ?? '', width: 10 },
  {
    header: { es: 'Dígito verificador', en: 'Check digit' },
    value: (row) => (row.decode ? (row.decode.check_digit_valid ? '✓' : '✗') : ''),
    width: 10,
  },
  {
    header: { es: 'Robo', en: 'Theft' },
    value: (row) => (row.report ? THEFT_NAMES[row.report.theft_status][locale] : ''),
    width: 20,
  },
  {
    header: { es: 'Registro', en: 'Registry' },
    value: (row) => (row.report ? REGISTRY_NAMES[row.report.registry_status][locale] : ''),
    width: 14,
  },
  {
    header: { es: 'Folio del reporte', en: 'Report reference' },
    value: (row) => row.report?.reference ?? '',
    width: 20,
  },
  { header: { es: 'Intentos', en: 'Attempts' }, value: (row) => row.attempts, width: 8 },
];

const WINDOW_MS = 60_000;

/** What a provider's outcome stores. */
function reportColumns(outcome: ProviderOutcome) {
  return {
    provider_status: outcome.status,
    provider_error: outcome.status === 'failed' ? outcome.error : null,
    report: outcome.status === 'ok' ? outcome.report : null,
  };
}

/** Stored rows keep only what the audit needs (the report is in the row itself). */
const audited = (row: { id: number } & Record<string, unknown>) => ({
  id: row.id,
  kind: row.kind,
  query: row.query,
  provider_status: row.provider_status,
  provider_error: row.provider_error,
  result: row.result,
  attempts: row.attempts,
});

export const verificationModule: Module = (app, { database: { db }, counters, config, clock }) => {
  const provider: ReportProvider = reportProvider(config.verification);
  const load = (request: FastifyRequest) => verificationAgency(db, (request.params as { id: number }).id);
  const oneRow = { agency: 'object', load } as const;
  const kit = resourceKit(app, verificationResource, {
    db,
    tag: 'verification',
    scope: {
      list: { agency: 'query' },
      read: oneRow,
      create: { agency: 'body', key: 'agency_id' },
      update: oneRow,
    },
  });
  const source: SourceOptions<typeof verificationResource>['source'] = (filters, _params, request) =>
    verificationsSource({ ...filters, agencyIds: scopedAgencyIds(request.agencyScope) });

  /** Each dealership's calls to the provider per minute (shared through Redis when there is one). */
  async function rateLimited(agencyId: number) {
    if (!provider.configured) return;
    const window = await counters.hit(`verification:${agencyId}`, WINDOW_MS);
    if (window.count <= config.verification.perMinute) return;
    throw tooManyRequests(window.resetInMs, 'verification.rate_limited');
  }

  listRoute(kit, { summary: 'The dealership’s verifications, newest first', source });
  exportRoute(kit, {
    summary: 'The verifications as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'verificaciones-autocheck', en: 'autocheck-verifications' },
  });
  oneRoute(kit, {
    summary: 'One verification with its decode and report',
    find: ({ id }) => findVerification(db, id),
  });

  app.get(
    routeUrl(verificationResource, '/provider'),
    {
      config: accessFor(kit, 'list'),
      schema: {
        tags: [kit.tag],
        summary: 'Whether the report provider is configured (without it only the VIN decode is shown)',
        querystring: agencyQuery,
        response: { 200: verificationProviderAnswer, ...errorAnswers },
      },
    },
    async () => ({ data: { configured: provider.configured } }),
  );

  app.post(
    routeUrl(verificationResource),
    {
      config: accessFor(kit, 'create'),
      schema: {
        tags: [kit.tag],
        summary: 'Verify a VIN or a plate: the offline decode and the provider’s report, kept in the history',
        body: verificationInput,
        response: { 201: verificationResource.oneAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body as z.output<typeof verificationInput>;
      const principal = request.principal!;
      // A plate says nothing by itself: without a provider there would be nothing to keep.
      if (input.kind === 'plate' && !provider.configured) {
        throw invalid({ value: ['verification.plate_needs_provider'] });
      }
      await rateLimited(input.agency_id);
      const decode = input.kind === 'vin' ? decodeVin(input.value) : null;
      const outcome = await provider.report(input.kind, input.value);
      const stored = reportColumns(outcome);
      const row = await writeTransaction(db, {}, async (tx) => {
        const created = await insertRow(tx, verifications, {
          agency_id: input.agency_id,
          user_id: principal.id,
          user_name: principal.name,
          kind: input.kind,
          query: input.value,
          decode,
          ...stored,
          result: verificationResult(decode, outcome.status, stored.report),
        });
        await audit(tx, request, {
          action: 'create',
          entity: 'verification',
          entityId: created.id,
          agencyId: created.agency_id,
          after: audited(created),
        });
        return findVerification(tx, created.id);
      });
      return reply.code(201).send({ data: row! });
    },
  );

  app.post(
    routeUrl(verificationResource, '/:id/retry'),
    {
      config: accessFor(kit, 'retry'),
      schema: {
        tags: [kit.tag],
        summary: 'Ask the provider again for a verification whose report failed or was not configured',
        params: pathParams(verificationResource, true),
        response: { 200: verificationResource.oneAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const before = await findVerification(db, id);
      if (!before) throw notFound();
      if (before.provider_status === 'ok' || before.provider_status === 'not_found') {
        throw conflict('verification.retry_not_needed');
      }
      await rateLimited(before.agency_id);
      const outcome = await provider.report(before.kind, before.query);
      const stored = reportColumns(outcome);
      const row = await writeTransaction(db, {}, async (tx) => {
        const locked = await lockRow(tx, verifications, id);
        if (!locked) throw notFound();
        const after = await updateRow(tx, verifications, id, {
          ...stored,
          result: verificationResult(before.decode, outcome.status, stored.report),
          attempts: locked.attempts + 1,
          checked_at: clock.now(),
        });
        await audit(tx, request, {
          action: 'retry',
          entity: 'verification',
          entityId: id,
          agencyId: locked.agency_id,
          before: audited(locked),
          after: audited(after),
        });
        return findVerification(tx, id);
      });
      return { data: row! };
    },
  );
};
