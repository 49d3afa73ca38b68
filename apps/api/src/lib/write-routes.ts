/**
 * The write routes of a resource — create, update and a state change such as deactivate —
 * built from its definition (delete is in delete-route.ts). Each runs in one transaction with its audit entry,
 * answers 404 for a row that is not there, 422 for a name another row holds (also when two
 * requests race past the check: the unique index's refusal is mapped) and 409 for a row in use.
 * What must wait for the commit (telling an auction's viewers) is `afterCommit`; `message` says
 * what happened, beside the row.
 */
import type { ActionOf, Locale, ResourceShape } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { AccessRule, BodyRefs } from '../plugins/access';
import { audit } from './audit';
import { notFound } from './http-error';
import {
  accessFor,
  type ItemPath,
  type ParentCheck,
  type PathValues,
  paramsOf,
  pathParams,
  type RouteKit,
  routeUrl,
} from './resource-kit';
import { errorAnswers, routeSchema } from './route-schemas';
import { type WriteRules, writeTransaction } from './write';

/** The database refusals' meaning; a function when it depends on the request (its language). */
export type Rules = WriteRules | ((request: FastifyRequest) => WriteRules);
export const rulesFor = (rules: Rules | undefined, request: FastifyRequest) =>
  typeof rules === 'function' ? rules(request) : (rules ?? {});

interface Written<Row, After extends Stored> {
  summary: string;
  /** The audit entry's entity (`catalog_brand`). */
  entity: string;
  rules?: Rules;
  /** The row as answered, read inside the write's transaction (as the signed-in user may see it). */
  find: (tx: Tx, id: number, params: PathValues, request: FastifyRequest) => Promise<Row | undefined>;
  /** What the audit keeps of a row, before and after, when not the whole row (no secrets, no noise). */
  audited?: (row: Stored) => unknown;
  toItem?: (row: Row) => unknown;
  /** The dealership the audit entry belongs to. */
  agencyOf?: (stored: { id: number }) => number | null;
  /** Body fields naming other objects, which must be of the row's dealership (plugins/access.ts). */
  refs?: BodyRefs;
  /** Says what happened, beside the row: `{ message, data }` (a state change's answer, say). */
  message?: (locale: Locale) => string;
  /**
   * Once the transaction has committed, with the stored row (the audit's "after"): what others
   * must not hear of before the write is there, such as an auction's viewers told of its cancel.
   */
  afterCommit?: (stored: After, request: FastifyRequest) => Promise<void> | void;
  /** Named access rules (the module's `*.rules.ts`), checked before the handler (plugins/access.ts). */
  accessRules?: readonly AccessRule[];
}

/** The success answer's schema: the row, and the message when the route has one. */
const answerSchema = (oneAnswer: z.ZodObject, withMessage: boolean) =>
  withMessage ? z.object({ message: z.string(), ...oneAnswer.shape }) : oneAnswer;

const answer = <Row, After extends Stored>(
  options: Written<Row, After>,
  row: Row | undefined,
  request: FastifyRequest,
) => {
  if (row === undefined) throw notFound();
  const data = { data: options.toItem ? options.toItem(row) : row };
  return options.message ? { message: options.message(request.locale), ...data } : data;
};

export type Stored = { id: number } & Record<string, unknown>;
const auditedRow = (options: { audited?: (row: Stored) => unknown }, row: Stored) =>
  options.audited ? options.audited(row) : row;

export function createRoute<D extends ResourceShape, Input, Row, Created extends Stored = Stored>(
  kit: RouteKit<D>,
  options: Written<Row, Created> & {
    body: z.ZodType<Input>;
    parent?: ParentCheck;
    /** Checks and inserts; answers the stored row (the audit's "after"). */
    insert: (tx: Tx, input: Input, params: PathValues, request: FastifyRequest) => Promise<Created>;
  },
): void {
  const { def } = kit;
  kit.app.post(
    routeUrl(def),
    {
      config: accessFor(kit, 'create', { refs: options.refs, rules: options.accessRules }),
      schema: routeSchema({
        tags: [kit.tag],
        summary: options.summary,
        params: pathParams(def, false),
        body: options.body,
        response: { 201: answerSchema(def.oneAnswer, options.message !== undefined), ...errorAnswers },
      }),
    },
    async (request, reply) => {
      const params = paramsOf(request);
      if (options.parent && !(await options.parent(params))) throw notFound();
      const { stored, row } = await writeTransaction(kit.db, rulesFor(options.rules, request), async (tx) => {
        const created = await options.insert(tx, request.body as Input, params, request);
        await audit(tx, request, {
          action: 'create',
          entity: options.entity,
          entityId: created.id,
          agencyId: options.agencyOf?.(created) ?? null,
          after: auditedRow(options, created),
        });
        return { stored: created, row: await options.find(tx, created.id, params, request) };
      });
      await options.afterCommit?.(stored, request);
      return reply.code(201).send(answer(options, row, request));
    },
  );
}

export interface Locked<Before> {
  /** The stored row by the path's ids, locked until the transaction ends; undefined is 404. */
  lock: (tx: Tx, params: ItemPath) => Promise<Before | undefined>;
}

/**
 * PUT `/:id` (the whole record), or `/:id/<verb>` for a state change without a body
 * (`deactivate`, `reactivate`) under the definition's permission for `action`.
 */
export function updateRoute<
  D extends ResourceShape,
  Input,
  Before extends Stored,
  Row,
  After extends Stored = Stored,
>(
  kit: RouteKit<D>,
  options: Written<Row, After> &
    Locked<Before> & {
      body?: z.ZodType<Input>;
      /**
       * A change other than the whole record, under the permission of `action` (one of the
       * resource's own, such as `assign`, too); `created` answers 201 (it adds to the row, as a
       * note to a timeline).
       */
      verb?: { path: string; action: ActionOf<D>; method?: 'POST' | 'PUT'; created?: boolean };
      update: (tx: Tx, before: Before, input: Input, request: FastifyRequest) => Promise<After>;
    },
): void {
  const { def } = kit;
  const url = routeUrl(def, options.verb ? `/:id/${options.verb.path}` : '/:id');
  kit.app.route({
    method: options.verb?.method ?? 'PUT',
    url,
    config: accessFor(kit, options.verb?.action ?? 'update', {
      refs: options.refs,
      rules: options.accessRules,
    }),
    schema: routeSchema({
      tags: [kit.tag],
      summary: options.summary,
      params: pathParams(def, true),
      ...(options.body ? { body: options.body } : {}),
      response: {
        [options.verb?.created ? 201 : 200]: answerSchema(def.oneAnswer, options.message !== undefined),
        ...errorAnswers,
      },
    }),
    handler: async (request, reply) => {
      const params = paramsOf(request);
      const { stored, row } = await writeTransaction(kit.db, rulesFor(options.rules, request), async (tx) => {
        const before = await options.lock(tx, params);
        if (!before) throw notFound();
        const after = await options.update(tx, before, request.body as Input, request);
        await audit(tx, request, {
          action: options.verb?.path ?? 'update',
          entity: options.entity,
          entityId: before.id,
          agencyId: options.agencyOf?.(before) ?? null,
          before: auditedRow(options, before),
          after: auditedRow(options, after),
        });
        return { stored: after, row: await options.find(tx, before.id, params, request) };
      });
      await options.afterCommit?.(stored, request);
      const data = answer(options, row, request);
      if (options.verb?.created) reply.code(201);
      return data;
    },
  });
}
