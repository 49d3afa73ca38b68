/** What every write of a lead shares: its audit entry, the database's refusals, the names it answers with. */
import type { LeadChannelKey, LeadLostReason, LeadStatus, Locale } from '@vitrina/shared';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { Stored } from '../../lib/write-routes';
import type { StoredLead } from './leads.repository';

/** What the audit keeps of a lead: the stored row without the search key derived from it. */
export const audited = ({ search_text: _, ...row }: Stored) => row;

/** The dealership of a lead's audit entries. */
export const agencyOf = (row: { id: number }) => (row as StoredLead).agency_id;

/** A dealership, vehicle or user deleted between the checks and the write. */
export const leadRules = {
  foreignKey: (constraint: string | undefined) =>
    constraint?.includes('agency')
      ? notFound()
      : constraint?.includes('vehicle')
        ? invalid({ vehicle_id: ['leads.vehicle_invalid'] })
        : invalid({ assigned_user_id: ['leads.assignee_invalid'] }),
} as const;

/** Names in the request's language (statuses, reasons and channels are identifiers, never labels). */
export const statusName = (locale: Locale, status: LeadStatus) => translate(locale, `leads.status.${status}`);
export const lostReasonName = (locale: Locale, reason: LeadLostReason) =>
  translate(locale, `leads.lost_reason.${reason}`);
export const channelName = (locale: Locale, channel: LeadChannelKey) =>
  translate(locale, `leads.channel.${channel}`);
