/**
 * A lead's detail, one component for the drawer of a list (`?lead=<id>`) and for the lead's own
 * page: the contact and its actions (each recorded in the timeline), the vehicle of interest,
 * the channel's details, the follow-up (status and its dialog, the advisor and the assignment
 * dialog, the first response and its deadline, the earlier lead it duplicates, forwarding for
 * administrators, merging for whoever may), a note, and the timeline. A 409 (someone changed the
 * lead first) says so and shows the lead as it is now. After a merge the lead that stayed is
 * shown, here when it belongs to this list, else on its own page.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  LEAD_TRANSITIONS,
  type LeadContactKind,
  leadForwardResource,
  leadResources,
  leadSlaState,
} from '@vitrina/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { Notice } from '../../components/notice';
import { useRecord } from '../../components/resource';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { keysOf } from '../../lib/query-keys';
import { useResourceAccess } from '../../lib/use-resource-access';
import { LeadAssignDialog } from './lead-assign-dialog';
import { DuplicateChip } from './lead-duplicate-chip';
import { formatDuration, minutesSince } from './lead-format';
import { LeadForwardDialog } from './lead-forward-dialog';
import { LeadMergeDialog } from './lead-merge-dialog';
import { ChannelDetailsSection, ContactSection, Facts, VehicleSection } from './lead-sections';
import { SlaChip, useNow } from './lead-sla';
import { LeadStatusChip } from './lead-status-chip';
import { LeadStatusDialog } from './lead-status-dialog';
import { LeadTimeline } from './lead-timeline';
import {
  addLeadActivity,
  type LeadDetail,
  type LeadListResource,
  leadPage,
  responseMinutes,
  useLeadsChanged,
} from './leads.api';

type Action = 'status' | 'assign' | 'forward' | 'merge';

export interface LeadViewProps {
  def: LeadListResource;
  id: number;
  /** In a list's drawer (a close button, the title an h2) or on its own page (a back link, an h1). */
  variant: 'drawer' | 'page';
  onClose?: () => void;
  /** Where the page's back arrow goes. */
  backTo?: string;
  /** Opens another lead (a forwarded copy) where this one is shown. */
  onOpenLead: (lead: LeadDetail) => void;
}

/** The first-response deadline: when, and whether it is near, past, met or missed. */
function SlaFact({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const state = leadSlaState(lead, new Date(useNow()));
  if (!lead.sla_due_at) return null;
  const time = formatDateTime(lead.sla_due_at);
  if (state === 'met') return t('sla.met', { time });
  if (state === 'missed') return t('sla.missed', { time });
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{t('sla.due', { time })}</span>
      <SlaChip lead={lead} />
    </Box>
  );
}

function Loading() {
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

export function LeadView({ def, id, variant, onClose, backTo, onOpenLead }: LeadViewProps) {
  const { t } = useTranslation('leads');
  const record = useRecord(def, id);
  const lead = record.data as LeadDetail | undefined;
  const close =
    variant === 'drawer' ? (
      <IconButton onClick={onClose} aria-label={t('lead.close')} sx={{ mt: -0.5 }}>
        <Close />
      </IconButton>
    ) : (
      <IconButton
        component={Link}
        to={backTo ?? def.screens.list}
        aria-label={t('lead.back')}
        sx={{ mt: -0.5, ml: -1 }}
      >
        <ArrowBack />
      </IconButton>
    );
  if (record.error) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          {close}
          <Typography variant={variant === 'page' ? 'h1' : 'h2'} component={variant === 'page' ? 'h1' : 'h2'}>
            {t('routes:leadDetails')}
          </Typography>
        </Box>
        <Alert severity="error" variant="outlined">
          <AlertTitle>{t('lead.loadFailed')}</AlertTitle>
          {parseError(record.error, t).message}
        </Alert>
      </Box>
    );
  }
  if (!lead) return <Loading />;
  return (
    <LeadContent
      def={def}
      lead={lead}
      variant={variant}
      close={close}
      reload={() => record.refetch()}
      onOpenLead={onOpenLead}
    />
  );
}

function LeadContent({
  def,
  lead,
  variant,
  close,
  reload,
  onOpenLead,
}: {
  def: LeadListResource;
  lead: LeadDetail;
  variant: 'drawer' | 'page';
  close: ReactNode;
  reload: () => Promise<unknown>;
  onOpenLead: (lead: LeadDetail) => void;
}) {
  const { t } = useTranslation('leads');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leadsChanged = useLeadsChanged();
  const dialogs = useDialogs();
  const access = useResourceAccess(leadResources[lead.channel]);
  const canForward = useResourceAccess(leadForwardResource).forward;
  const [action, setAction] = useState<Action | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [forwarded, setForwarded] = useState<LeadDetail | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const level = variant === 'page' ? 2 : 3;

  /** The lead as the server answered a write: shown at once; every lead list goes stale. */
  const apply = async (next: LeadDetail) => {
    queryClient.setQueryData(keysOf(def).detail(next.id), next);
    await leadsChanged(next.id);
  };
  const onConflict = async (message: string) => {
    setAction(null);
    setConflict(message);
    await reload();
  };
  const done = async (next: LeadDetail) => {
    setAction(null);
    setConflict(null);
    setNotice(t('lead.changed'));
    await apply(next);
  };
  /** The lead that stayed: this one as answered, or the other, here if this list holds it. */
  const merged = async (kept: LeadDetail, removedId: number) => {
    setAction(null);
    setConflict(null);
    setNotice(t('merge.done', { id: removedId }));
    const here = def === leadForwardResource || def === leadResources[kept.channel];
    queryClient.setQueryData(keysOf(here ? def : leadResources[kept.channel]).detail(kept.id), kept);
    if (kept.id !== lead.id) {
      if (here) onOpenLead(kept);
      else void navigate(leadPage(kept.channel, kept.id));
    }
    await leadsChanged(kept.id, removedId);
  };
  const contact = async (kind: LeadContactKind, body: string) => {
    try {
      await apply(await addLeadActivity(lead, { kind, body }));
      return true;
    } catch (error) {
      await dialogs.error(parseError(error, t).message);
      return false;
    }
  };
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setSaving(true);
    const added = await contact('note', note.trim());
    setSaving(false);
    if (added) {
      setNote('');
      setNotice(t('lead.noteSaved'));
    }
  };

  const moves = LEAD_TRANSITIONS[lead.status];
  const answeredIn = responseMinutes(lead);
  const response =
    answeredIn !== null
      ? t('lead.firstResponseIn', { time: formatDuration(answeredIn, t) })
      : t('lead.waiting', { time: formatDuration(minutesSince(lead.created_at), t) });
  const heading = variant === 'page' ? 'h1' : 'h2';

  const follow = (
    <SectionCard
      title={t('lead.pipeline')}
      level={level}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {access.update && moves.length > 0 ? (
            <Button variant="contained" size="small" onClick={() => setAction('status')}>
              {t('lead.changeStatus')}
            </Button>
          ) : null}
          {access.assign ? (
            <Button variant="outlined" size="small" onClick={() => setAction('assign')}>
              {lead.assigned_user_id === null ? t('lead.assign') : t('lead.reassign')}
            </Button>
          ) : null}
          {canForward ? (
            <Button variant="outlined" size="small" color="inherit" onClick={() => setAction('forward')}>
              {t('lead.forward')}
            </Button>
          ) : null}
          {access.merge ? (
            <Button variant="outlined" size="small" color="inherit" onClick={() => setAction('merge')}>
              {t('merge.action')}
            </Button>
          ) : null}
        </Box>
      }
    >
      <Facts
        items={[
          [t('lead.status'), <LeadStatusChip key="status" status={lead.status} />],
          ...(lead.status === 'Perdido' && lead.lost_reason
            ? [
                [
                  t('lead.lostReason'),
                  [t(`lostReasons.${lead.lost_reason}`), lead.lost_note].filter(Boolean).join(' · '),
                ] as const,
              ]
            : []),
          ...(lead.status === 'Cita agendada' && lead.appointment_at
            ? [[t('lead.appointment'), formatDateTime(lead.appointment_at)] as const]
            : []),
          ...(lead.status === 'Vendido' && lead.sold_vehicle_id
            ? [[t('lead.soldVehicle'), `#${lead.sold_vehicle_id}`] as const]
            : []),
          [t('lead.advisor'), lead.assigned_user_name ?? t('list.unassigned')],
          [t('lead.firstResponse'), response],
          ...(lead.sla_due_at ? [[t('sla.label'), <SlaFact key="sla" lead={lead} />] as const] : []),
          ...(lead.duplicate_of !== null
            ? [
                [
                  t('duplicate.of'),
                  lead.duplicate_of_channel ? (
                    <MuiLink
                      key="duplicate"
                      component={Link}
                      to={leadPage(lead.duplicate_of_channel, lead.duplicate_of)}
                      underline="hover"
                    >
                      {t('duplicate.earlier', {
                        id: lead.duplicate_of,
                        channel: t(`channels.${lead.duplicate_of_channel}`),
                      })}
                    </MuiLink>
                  ) : (
                    t('merge.number', { id: lead.duplicate_of })
                  ),
                ] as const,
              ]
            : []),
          [t('lead.arrival'), formatDateTime(lead.created_at)],
          [t('fields.agency'), lead.agency_name],
          ...(lead.forwarded_from_agency_name
            ? [
                [
                  t('fields.forwardedFrom'),
                  `${lead.forwarded_from_agency_name} · #${lead.forwarded_from}`,
                ] as const,
              ]
            : []),
        ]}
      />
    </SectionCard>
  );

  const activity = (
    <SectionCard title={t('lead.timeline')} level={level}>
      {access.update ? (
        <Box component="form" onSubmit={addNote} sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <TextField
            label={t('lead.noteLabel')}
            placeholder={t('lead.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            size="small"
            disabled={saving}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={saving}
            disabled={!note.trim()}
            sx={{ justifySelf: 'end' }}
          >
            {t('lead.addNote')}
          </Button>
        </Box>
      ) : null}
      <LeadTimeline activities={lead.activities} />
    </SectionCard>
  );

  const details = (
    <>
      <ContactSection
        lead={lead}
        level={level}
        onContact={access.update ? (kind, body) => void contact(kind, body) : null}
      />
      {follow}
      <VehicleSection lead={lead} level={level} />
      <ChannelDetailsSection lead={lead} level={level} />
    </>
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        {variant === 'page' ? close : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap' }}>
            <Typography
              variant={variant === 'page' ? 'h1' : 'h2'}
              component={heading}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {lead.name}
            </Typography>
            <LeadStatusChip status={lead.status} size="medium" />
            <DuplicateChip lead={lead} size="medium" />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[t(`channels.${lead.channel}`), lead.agency_name, formatDateTime(lead.created_at)].join(' · ')}
          </Typography>
        </Box>
        {variant === 'drawer' ? close : null}
      </Box>
      {conflict ? (
        <Alert
          severity="warning"
          variant="outlined"
          role="alert"
          sx={{ mb: 2 }}
          onClose={() => setConflict(null)}
        >
          <AlertTitle>{t('lead.conflictTitle')}</AlertTitle>
          {conflict} {t('lead.conflictHelp')}
        </Alert>
      ) : null}
      {forwarded ? (
        <Alert
          severity="success"
          variant="outlined"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setForwarded(null)}
          action={
            <Button color="inherit" size="small" onClick={() => onOpenLead(forwarded)}>
              {t('forward.openCopy')}
            </Button>
          }
        >
          {t('forward.done', { id: forwarded.id, agency: forwarded.agency_name })}
        </Alert>
      ) : null}
      {variant === 'page' ? (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '6fr 5fr' } }}>
          <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start', minWidth: 0 }}>{details}</Box>
          <Box sx={{ minWidth: 0 }}>{activity}</Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {details}
          {activity}
        </Box>
      )}
      {action === 'status' ? (
        <LeadStatusDialog lead={lead} onDone={done} onConflict={onConflict} onClose={() => setAction(null)} />
      ) : null}
      {action === 'assign' ? (
        <LeadAssignDialog lead={lead} onDone={done} onConflict={onConflict} onClose={() => setAction(null)} />
      ) : null}
      {action === 'merge' ? (
        <LeadMergeDialog
          lead={lead}
          onMerged={merged}
          onConflict={onConflict}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action === 'forward' ? (
        <LeadForwardDialog
          lead={lead}
          onDone={async (copy) => {
            setAction(null);
            setForwarded(copy);
            await reload();
            await leadsChanged();
          }}
          onConflict={onConflict}
          onClose={() => setAction(null)}
        />
      ) : null}
      <Notice open={notice !== null} onClose={() => setNotice(null)}>
        {notice}
      </Notice>
    </>
  );
}
