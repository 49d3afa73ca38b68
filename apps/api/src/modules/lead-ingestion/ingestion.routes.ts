import {
  isUnsafeText,
  LEAD_INGESTION_PATH,
  leadIngestionAnswer,
  leadIngestionBatchAnswer,
  leadIngestionInput,
  UNSAFE_TEXT_ISSUE,
} from '@vitrina/shared';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Config } from '../../config';
import type { App, Clock } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { conflict, HttpError, invalid } from '../../lib/http-error';
import { type CounterStore, tooManyRequests } from '../../lib/rate-limiter';
import { errorAnswer, errorAnswers } from '../../lib/route-schemas';
import { RequestValidationError, validatorCompiler } from '../../lib/validation';
import { writeTransaction } from '../../lib/write';
import { apiKeyCheck } from './api-key-check';
import { adfArrivals, headers, type Input, jsonArrival, query } from './ingestion-request';
import { type Arrival, ingest, ingestedLeads } from './ingestions.repository';
import { keyDealershipOnly } from './lead-ingestion.rules';

/** Far above any real lead or ADF file, far below what would hurt. */
const BODY_LIMIT = 256 * 1024;
const XML_TYPES = ['application/xml', 'text/xml', 'application/adf+xml'];
const ACCEPTED = new Set(['application/json', ...XML_TYPES]);
const WINDOW_MS = 60_000;

/** An ADF document as it arrived: read by the handler, which knows the dealership and the channel. */
class AdfText {
  constructor(readonly text: string) {}
}

const answers = z.union([leadIngestionAnswer, leadIngestionBatchAnswer]);

/** The JSON body is checked as every body is; an ADF document only for unsafe text (its own reader names the rest). */
const bodyValidator = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
  const standard = validatorCompiler(route as Parameters<FastifySchemaCompiler<ZodType>>[0]);
  if (route.httpPart !== 'body') return standard;
  return (data: unknown) => {
    if (!(data instanceof AdfText)) return standard(data);
    if (!isUnsafeText(data.text)) return { value: data };
    const issue = { code: UNSAFE_TEXT_ISSUE, path: [], message: UNSAFE_TEXT_ISSUE };
    return { error: new RequestValidationError([issue as unknown as z.core.$ZodIssue], 'body') };
  };
};

/**
 * What was deleted between the checks and the insert: the vehicle named (422, as if it had never
 * been there), the key's dealership (its keys are dead), or an advisor being assigned (409: a
 * retry is assigned anew).
 */
const rules = {
  foreignKey: (constraint: string | undefined) =>
    constraint?.includes('vehicle')
      ? invalid({ vehicle_id: ['leads.vehicle_invalid'] })
      : constraint?.includes('agency')
        ? new HttpError(401, 'errors.api_key_invalid')
        : conflict(),
};

/** The arrivals' leads, created or found again, as answered; each new one with its audit entry. */
async function recorded(tx: Tx, request: FastifyRequest, agencyId: number, arrivals: Arrival[]) {
  const outcome = await ingest(tx, agencyId, arrivals);
  const leads = await ingestedLeads(
    tx,
    outcome.map((one) => one.id),
  );
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  const answered = outcome.map((one) => ({ ...one, lead: byId.get(one.id)! }));
  for (const [i, one] of answered.entries()) {
    if (!one.created) continue;
    await audit(tx, request, {
      action: 'create',
      entity: 'lead',
      entityId: one.id,
      agencyId,
      after: {
        ...one.lead,
        source: 'api',
        api_key_id: request.apiKey!.id,
        idempotency_key: arrivals[i]!.idempotencyKey,
      },
    });
  }
  return answered;
}

/**
 * `POST /api/public/v1/leads`: a dealership's own systems and lead providers send leads with one
 * of its API keys, as JSON (one lead, any channel) or as an ADF XML file (one lead per prospect).
 * Every lead is born in the lead-creation service, so assignment, duplicates and the SLA apply as
 * to any other; a file's leads are written together or not at all. Retries with the same
 * `Idempotency-Key` (or external id, or ADF prospect id) answer 200 with the lead the first one
 * created; a new lead answers 201.
 *
 * Each key has a budget of leads a minute (`LEAD_INGESTION_PER_MINUTE`): a request takes one as
 * it arrives, before its body is read (a refused body costs too), and a document of N prospects
 * takes the other N − 1 once they are read. A request past the budget answers 429 with
 * Retry-After and creates nothing; a document's extra leads are then given back, so a smaller
 * one may still go within the minute. Retries count like new leads: they cost the same work.
 */
export function ingestionRoutes(
  app: App,
  db: Db,
  counters: CounterStore,
  limits: { perMinute: number; login: Config['login'] },
  clock: Clock,
) {
  const check = apiKeyCheck(db, counters, limits.login, clock);
  const budget = (request: FastifyRequest) => `lead-ingestion:${request.apiKey!.id}`;

  /** Takes `leads` from the key's budget, or refuses (429) and gives them back. */
  const spend = async (request: FastifyRequest, leads: number) => {
    const window = await counters.hit(budget(request), WINDOW_MS, leads);
    if (window.count <= limits.perMinute) return;
    await counters.release(budget(request), leads);
    throw tooManyRequests(window.resetInMs, 'lead_ingestion.rate_limited');
  };
  const rateLimited = (request: FastifyRequest) => spend(request, 1);
  // Before the body is read: anything but JSON or XML is refused with what to send instead.
  const acceptedType = async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED.has(type)) throw new HttpError(415, 'lead_ingestion.media_type');
  };

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // Only here: the rest of the API takes JSON alone.
    scope.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, new AdfText(body as string)),
    );
    scope.post(
      LEAD_INGESTION_PATH,
      {
        config: { access: { apiKey: check, rules: [keyDealershipOnly] } },
        bodyLimit: BODY_LIMIT,
        onRequest: [rateLimited, acceptedType],
        validatorCompiler: bodyValidator,
        schema: {
          tags: ['lead-ingestion'],
          summary: 'Send leads with an API key: one as JSON, or an ADF XML file (application/xml)',
          description:
            'The key goes in `Authorization: Bearer <key>` or `X-Api-Key`. JSON: the body below. ADF: ' +
            '`adf > prospect+`, one lead per prospect, `wanted-new`/`wanted-used` by the vehicle’s ' +
            'status unless `?channel=` says otherwise. `Idempotency-Key` (else `external_id` or the ' +
            'prospect’s id) makes retries answer the same lead.',
          querystring: query,
          headers,
          body: leadIngestionInput,
          response: {
            200: answers,
            201: answers,
            ...errorAnswers,
            400: errorAnswer,
            401: errorAnswer,
            403: errorAnswer,
            413: errorAnswer,
            415: errorAnswer,
            429: errorAnswer,
          },
        },
      },
      async (request, reply) => {
        const agencyId = request.apiKey!.agencyId;
        const body = request.body as unknown as AdfText | Input;
        const arrivals =
          body instanceof AdfText
            ? await adfArrivals(db, request, agencyId, body.text)
            : [jsonArrival(request, agencyId, body)];
        if (arrivals.length > 1) await spend(request, arrivals.length - 1);
        const answered = await writeTransaction(db, rules, (tx) => recorded(tx, request, agencyId, arrivals));
        reply.code(answered.some((one) => one.created) ? 201 : 200);
        const data = answered.map((one) => one.lead);
        return body instanceof AdfText ? { data } : { data: data[0]! };
      },
    );
  });
}
