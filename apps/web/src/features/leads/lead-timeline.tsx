/**
 * A lead's timeline, newest first as the API answers it: an icon per kind, what happened in
 * words (status changes, assignments and the rule that made them, forwards, duplicates, merges,
 * the first-response deadline missed and the reassignment it caused, described rather than
 * coded), the note or message, and who and when (Mexico City time).
 */
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LEAD_CHANNEL_KEYS,
  LEAD_MERGE_FIELDS,
  type LeadActivity,
  type LeadActivityKind,
  type LeadChannelKey,
} from '@vitrina/shared';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

const ICONS: Record<LeadActivityKind, ComponentType<{ fontSize?: 'small' }>> = {
  note: StickyNote2Outlined,
  call: PhoneOutlined,
  whatsapp: WhatsApp,
  email: EmailOutlined,
  created: AddCircleOutline,
  status: SwapHorizOutlined,
  assignment: PersonAddAlt1Outlined,
  forward: ForwardToInboxOutlined,
  duplicate: ContentCopyOutlined,
  merge: CallMergeOutlined,
  sla_reassignment: AlarmOutlined,
  sla_breach: AlarmOutlined,
};

/** A WhatsApp in its own green; a missed first-response deadline in the error colour. */
const ICON_COLORS: Partial<Record<LeadActivityKind, string>> = {
  whatsapp: 'success.main',
  sla_breach: 'error.main',
  sla_reassignment: 'error.main',
};

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** Why the system assigned a lead (an assignment entry's `reason`). */
const ASSIGNMENT_REASONS = ['round_robin', 'least_busy', 'returning_contact'] as const;
type AssignmentReason = (typeof ASSIGNMENT_REASONS)[number];

const channelName = (value: unknown, t: TFunction<'leads'>) =>
  typeof value === 'string' && (LEAD_CHANNEL_KEYS as readonly string[]).includes(value)
    ? t(`channels.${value as LeadChannelKey}`)
    : '';

/** What the entry says happened. */
export function describeActivity(activity: LeadActivity, t: TFunction<'leads'>): string {
  const { details } = activity;
  switch (activity.kind) {
    case 'status': {
      const to = str(details.to);
      const from = str(details.from);
      const status = (value: string) => t(`statuses.${value}`, { defaultValue: value });
      if (!to) return t('timeline.statusTo', { to: '' });
      return from
        ? t('timeline.status', { from: status(from), to: status(to) })
        : t('timeline.statusTo', { to: status(to) });
    }
    case 'assignment': {
      const from = str(details.from_user_name);
      const to = str(details.to_user_name);
      if (!to) return t('timeline.unassigned', { from: from ?? t('list.unassigned') });
      const reason = str(details.reason);
      // An automatic assignment says by which rule (lead automation's modes, a returning contact).
      if (reason && (ASSIGNMENT_REASONS as readonly string[]).includes(reason)) {
        return t(`timeline.assignedBy.${reason as AssignmentReason}`, { to });
      }
      return from ? t('timeline.reassigned', { from, to }) : t('timeline.assigned', { to });
    }
    case 'duplicate':
      return t('timeline.duplicateOf', {
        id: num(details.lead_id) ?? '',
        channel: channelName(details.channel, t),
      });
    case 'merge':
      return t('timeline.merged', {
        id: num(details.merged_lead_id) ?? '',
        channel: channelName(details.merged_channel, t),
      });
    case 'sla_reassignment': {
      const from = str(details.from_user_name);
      const to = str(details.to_user_name) ?? t('list.unassigned');
      return from ? t('timeline.slaReassigned', { from, to }) : t('timeline.slaAssigned', { to });
    }
    case 'sla_breach': {
      const name = str(details.user_name);
      return name ? t('timeline.slaBreachOf', { name }) : t('timeline.slaBreach');
    }
    case 'forward': {
      const to = str(details.to_agency_name);
      return to
        ? t('timeline.forwardedTo', { agency: to })
        : t('timeline.forwardedFrom', { agency: str(details.from_agency_name) ?? '' });
    }
    default:
      return t(`timeline.${activity.kind}`);
  }
}

/**
 * The lines under the description: the lost reason, the appointment's time, the forward's copy, the values a merge took
 * from the other lead, who was told of a reassignment, the text written.
 */
function extraLines(activity: LeadActivity, t: TFunction<'leads'>): string[] {
  const lines: string[] = [];
  const reason = str(activity.details.lost_reason);
  if (activity.kind === 'status' && reason) {
    lines.push(t('timeline.lostReason', { reason: t(`lostReasons.${reason}`, { defaultValue: reason }) }));
  }
  const appointment = str(activity.details.appointment_at);
  if (activity.kind === 'status' && appointment) {
    lines.push(t('timeline.appointment', { time: formatDateTime(appointment) }));
  }
  const id = activity.details.lead_id;
  if (activity.kind === 'forward' && typeof id === 'number') lines.push(t('timeline.forwardedLead', { id }));
  const kept = activity.details.kept;
  const mergedId = activity.details.merged_lead_id;
  if (activity.kind === 'merge' && kept && typeof kept === 'object' && typeof mergedId === 'number') {
    const taken = LEAD_MERGE_FIELDS.filter((field) => (kept as Record<string, unknown>)[field] === 'other');
    if (taken.length > 0) {
      lines.push(
        t('timeline.mergedFields', {
          id: mergedId,
          fields: taken.map((field) => t(`merge.fields.${field}`)).join(', '),
        }),
      );
    }
  }
  const managers = activity.details.manager_names;
  const deadline = activity.kind === 'sla_reassignment' || activity.kind === 'sla_breach';
  if (deadline && Array.isArray(managers) && managers.length > 0) {
    lines.push(
      t('timeline.notified', { names: managers.filter((name) => typeof name === 'string').join(', ') }),
    );
  }
  return lines;
}

export function LeadTimeline({ activities }: { activities: readonly LeadActivity[] }) {
  const { t } = useTranslation('leads');
  if (activities.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('lead.timelineEmpty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {activities.map((activity) => {
        const Icon = ICONS[activity.kind];
        return (
          <Box
            component="li"
            key={activity.id}
            data-kind={activity.kind}
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0, pt: 0.5 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'action.hover',
                color: ICON_COLORS[activity.kind] ?? 'text.secondary',
              }}
            >
              <Icon fontSize="small" />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {describeActivity(activity, t)}
              </Typography>
              {extraLines(activity, t).map((line) => (
                <Typography key={line} variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
              {activity.body ? (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {activity.body}
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                {`${formatDateTime(activity.created_at)} · ${
                  activity.user_name ? t('timeline.by', { name: activity.user_name }) : t('timeline.bySystem')
                }`}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
