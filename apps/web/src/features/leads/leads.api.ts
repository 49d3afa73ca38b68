/**
 * What the lead screens call besides each list and record (those come from the shared
 * definitions through lib/resource-client.ts): a status change, an assignment, a contact or note
 * in the timeline, a forward and where it may go, a merge, and the advisors a lead may be assigned to. Every write
 * answers the lead as the detail shows it, checked against the shared schema.
 */

import { useQueryClient } from '@tanstack/react-query';
import {
  href,
  LEAD_CHANNELS,
  type Lead,
  type LeadActivityInput,
  type LeadAdvisor,
  type LeadAssignment,
  type LeadChannelKey,
  type LeadDetail,
  type LeadForwardInput,
  type LeadForwardTarget,
  type LeadMergeInput,
  type LeadResource,
  type LeadStatus,
  type LeadStatusChange,
  leadAdvisorsAnswer,
  leadAnswer,
  leadForwardResource,
  leadForwardTargetsAnswer,
  leadResources,
} from '@vitrina/shared';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';

export type { Lead, LeadAdvisor, LeadChannelKey, LeadDetail, LeadStatus };

/** A channel's list or the forwarding list: the definitions a lead screen reads. */
export type LeadListResource = LeadResource | typeof leadForwardResource;

export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** The channel whose screen is at `pathname` (its list or one of its leads), if any. */
export function channelAt(pathname: string): LeadChannel | undefined {
  return LEAD_CHANNELS.find(
    (channel) => pathname === channel.path || pathname.startsWith(`${channel.path}/`),
  );
}

/** Every lead query: a change made on one screen shows in every channel's list and in /leads/admin. */
const LEAD_QUERY_GROUPS = [
  ...Object.values(leadResources).map((def) => keysOf(def).group),
  keysOf(leadForwardResource).group,
];

/**
 * After a lead write: every lead list goes stale (its status, advisor or copy shows in several),
 * except the detail of `keep`, which the screen already holds as the server answered it, and of
 * `gone`, a lead a merge deleted (read again, it would only answer 404).
 */
export function useLeadsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (keep?: number, gone?: number) =>
      Promise.all(
        LEAD_QUERY_GROUPS.map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            predicate: (query) =>
              !(
                query.queryKey.includes('detail') &&
                ((keep && query.queryKey.includes(keep)) || (gone && query.queryKey.includes(gone)))
              ),
          }),
        ),
      ),
    [queryClient],
  );
}

const answered = async (request: Promise<{ data: unknown }>): Promise<LeadDetail> =>
  leadAnswer.parse((await request).data).data;

/** Writes go to the lead's own channel, whichever list it was opened from. */
const base = (lead: Pick<Lead, 'channel'>) => leadResources[lead.channel].api;

export const changeLeadStatus = (lead: Pick<Lead, 'id' | 'channel'>, change: LeadStatusChange) =>
  answered(api.post(`${base(lead)}/${lead.id}/status`, change));

export const assignLead = (lead: Pick<Lead, 'id' | 'channel'>, assignment: LeadAssignment) =>
  answered(api.post(`${base(lead)}/${lead.id}/assign`, assignment));

export const addLeadActivity = (lead: Pick<Lead, 'id' | 'channel'>, activity: LeadActivityInput) =>
  answered(api.post(`${base(lead)}/${lead.id}/activities`, activity));

/** Answers the new copy in the target dealership. */
export const forwardLead = (lead: Pick<Lead, 'id'>, forward: LeadForwardInput) =>
  answered(api.post(`${leadForwardResource.api}/${lead.id}/forward`, forward));

/** Merges `input.other_id` into `lead`, which keeps the chosen values; answers it as it is now. */
export const mergeLead = (lead: Pick<Lead, 'id' | 'channel'>, input: LeadMergeInput) =>
  answered(api.post(`${base(lead)}/${lead.id}/merge`, input));

/** A lead's own page, in its channel (`/leads/servicio/12`). */
export const leadPage = (channel: LeadChannelKey, id: number) =>
  href(leadResources[channel].screens.details, { id });

/** The active advisors of a dealership a lead of `channel` may be assigned to, with their open leads. */
export async function fetchAdvisors(
  channel: LeadChannelKey,
  agency: number,
  signal?: AbortSignal,
): Promise<LeadAdvisor[]> {
  const { data } = await api.get(`${leadResources[channel].api}/advisors`, {
    params: { agency },
    ...(signal ? { signal } : {}),
  });
  return leadAdvisorsAnswer.parse(data).data;
}

/** The dealerships a lead may be forwarded to; a suspended one is marked (the forward is refused). */
export async function fetchForwardTargets(signal?: AbortSignal): Promise<LeadForwardTarget[]> {
  const { data } = await api.get(`${leadForwardResource.api}/forward-targets`, signal ? { signal } : {});
  return leadForwardTargetsAnswer.parse(data).data;
}

export const forwardTargetsKey = [...keysOf(leadForwardResource).all, 'forward-targets'] as const;

export const advisorsKey = (channel: LeadChannelKey, agency: number) =>
  [...keysOf(leadResources[channel]).all, 'advisors', agency] as const;

/**
 * What the lead is about, in words: the inventory vehicle, else what the channel's details name
 * (a listing, an auctioned car, the car wanted, the customer's own car); empty when nothing does.
 */
export function subjectOf(lead: Pick<Lead, 'vehicle_title' | 'details'>): string {
  if (lead.vehicle_title.trim()) return lead.vehicle_title;
  const details = lead.details;
  const text = (name: string) => (typeof details[name] === 'string' ? (details[name] as string).trim() : '');
  const wanted = [text('brand_name'), text('model_name')].filter(Boolean).join(' ');
  return text('listing_title') || text('vehicle_title') || wanted || text('vehicle_description');
}

/** Minutes to the first response, or null while nobody has responded. */
export const responseMinutes = (lead: Pick<Lead, 'first_response_at' | 'first_response_minutes'>) =>
  lead.first_response_at === null ? null : lead.first_response_minutes;
