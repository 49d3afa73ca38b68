/**
 * DELETE of one row of a resource, built from its definition: in one transaction with its audit
 * entry, 404 for a row that is not there, and the module's own refusal (409) for one in use.
 */
import { type Locale, messageAnswer, type ResourceShape } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { audit } from './audit';
import { notFound } from './http-error';
import { accessFor, paramsOf, pathParams, type RouteKit, routeUrl } from './resource-kit';
import { errorAnswers, routeSchema } from './route-schemas';
import { writeTransaction } from './write';
import { type Locked, type Rules, rulesFor, type Stored } from './write-routes';

export function deleteRoute<D extends ResourceShape, Before extends Stored>(
  kit: RouteKit<D>,
  options: Locked<Before> & {
    summary: string;
    entity: string;
    rules?: Rules;
    agencyOf?: (stored: Before) => number | null;
    /**
     * Refuses a row still in use (throws the 409), then deletes it. What it answers, if anything,
     * is the audit's "after" (a soft-deleted row, what the delete released).
     */
    remove: (tx: Tx, before: Before, request: FastifyRequest) => Promise<unknown>;
    /** After the commit: files the row pointed to. */
    afterCommit?: (before: Before, request: FastifyRequest) => Promise<void>;
    message: (locale: Locale) => string;
  },
): void {
  const { def } = kit;
  kit.app.delete(
    routeUrl(def, '/:id'),
    {
      config: accessFor(kit, 'delete'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: options.summary,
        params: pathParams(def, true),
        response: { 200: messageAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const params = paramsOf(request);
      const removed = await writeTransaction(kit.db, rulesFor(options.rules, request), async (tx) => {
        const before = await options.lock(tx, params);
        if (!before) throw notFound();
        const after = await options.remove(tx, before, request);
        await audit(tx, request, {
          action: 'delete',
          entity: options.entity,
          entityId: before.id,
          agencyId: options.agencyOf?.(before) ?? null,
          before,
          after,
        });
        return before;
      });
      await options.afterCommit?.(removed, request);
      return { message: options.message(request.locale) };
    },
  );
}
