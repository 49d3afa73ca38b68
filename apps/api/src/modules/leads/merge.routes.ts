/**
 * `<channel>/:id/merge`: a Gerente merges another lead of the same dealership (any channel) into
 * this one (merge.service.ts). The lead merged in is the declaration's second scope
 * (leads.rules.ts): one the user does not see is refused before the handler runs.
 */
import {
  type LeadChannelKey,
  type LeadDetail,
  type LeadResource,
  leadAnswer,
  leadMergeInput,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { signedInActor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { accessFor, paramsOf, pathParams, type RouteKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { leadRules } from './lead-writes';
import { mergedLead } from './leads.rules';
import { mergeLeads } from './merge.service';

interface Options {
  channel: LeadChannelKey;
  find: (tx: Db | Tx, id: number) => Promise<LeadDetail | undefined>;
}

export function mergeRoute(kit: RouteKit<LeadResource>, { channel, find }: Options): void {
  const { def } = kit;
  kit.app.post(
    routeUrl(def, '/:id/merge'),
    {
      config: accessFor(kit, 'merge', { second: mergedLead(kit.db) }),
      schema: routeSchema({
        tags: [kit.tag],
        summary:
          'Merge another lead of the dealership (any channel) into this one, choosing which values stay; the other’s timeline moves here and it is deleted',
        params: pathParams(def, true),
        body: leadMergeInput,
        response: { 200: leadAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const input = {
        ...(request.body as z.output<typeof leadMergeInput>),
        id: paramsOf(request).id,
        channel,
      };
      const lead = await writeTransaction(kit.db, leadRules, async (tx) =>
        find(tx, await mergeLeads(tx, input, signedInActor(request))),
      );
      if (!lead) throw notFound();
      return { data: lead };
    },
  );
}
