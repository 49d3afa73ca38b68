/**
 * The lead lists' filters, each bound to the list's URL state: status, the advisor (the
 * dealership's advisors, or nobody; only for whoever sees other people's leads), the first
 * response (untouched past or near its deadline), duplicates only, the arrival days, and the
 * channel's own (service type; the agenda's days for service and appointments). The forwarding
 * list adds the channel and whether a lead is a forwarded copy.
 */
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  LEAD_CHANNEL_KEYS,
  LEAD_SLA_FILTERS,
  LEAD_STATUSES,
  SCHEDULED_CHANNELS,
  SERVICE_TYPES,
} from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListState, TableFilter } from '../../components/data-table';
import { advisorsKey, fetchAdvisors, type LeadChannelKey } from './leads.api';

function DayFilter({ list, name, label }: { list: ListState; name: string; label: string }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={list.params.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value || null)}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function AdvisorFilter({
  list,
  channel,
  agency,
}: {
  list: ListState;
  channel: LeadChannelKey;
  agency: number;
}) {
  const { t } = useTranslation('leads');
  const advisors = useQuery({
    queryKey: advisorsKey(channel, agency),
    queryFn: ({ signal }) => fetchAdvisors(channel, agency, signal),
    staleTime: 60_000,
  });
  const options = [
    { value: '0', label: t('filters.unassigned') },
    ...(advisors.data ?? []).map((advisor) => ({ value: String(advisor.id), label: advisor.name })),
  ];
  return (
    <TableFilter
      list={list}
      name="assigned_user_id"
      label={t('fields.advisor')}
      allLabel={t('filters.advisorAll')}
      options={options}
    />
  );
}

export interface LeadFiltersProps {
  list: ListState;
  /** The channel of the list; null on the forwarding list. */
  channel: LeadChannelKey | null;
  /** The dealership the list shows (0: every one the user sees). */
  agency: number;
  /** Whoever sees other advisors' leads may filter by advisor. */
  byAdvisor: boolean;
}

export function LeadFilters({ list, channel, agency, byAdvisor }: LeadFiltersProps) {
  const { t } = useTranslation('leads');
  const statuses = LEAD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  const scheduled = channel !== null && (SCHEDULED_CHANNELS as readonly string[]).includes(channel);
  return (
    <>
      {channel === null ? (
        <>
          <TableFilter
            list={list}
            name="channel"
            label={t('fields.channel')}
            allLabel={t('filters.channelAll')}
            options={LEAD_CHANNEL_KEYS.map((key) => ({ value: key, label: t(`channels.${key}`) }))}
          />
          <TableFilter
            list={list}
            name="forwarded"
            label={t('filters.forwarded')}
            options={[
              { value: 'true', label: t('filters.forwardedYes') },
              { value: 'false', label: t('filters.forwardedNo') },
            ]}
          />
        </>
      ) : null}
      <TableFilter list={list} name="status" label={t('fields.status')} options={statuses} />
      {channel !== null && byAdvisor ? <AdvisorFilter list={list} channel={channel} agency={agency} /> : null}
      <TableFilter
        list={list}
        name="sla"
        label={t('filters.sla')}
        options={LEAD_SLA_FILTERS.map((value) => ({ value, label: t(`filters.slaOptions.${value}`) }))}
      />
      <TableFilter
        list={list}
        name="duplicates"
        label={t('filters.duplicates')}
        options={[
          { value: 'true', label: t('filters.duplicatesYes') },
          { value: 'false', label: t('filters.duplicatesNo') },
        ]}
      />
      {channel === 'service' ? (
        <TableFilter
          list={list}
          name="service_type"
          label={t('details.service_type')}
          options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceTypes.${type}`) }))}
        />
      ) : null}
      <DatesFilter list={list} scheduled={scheduled} />
    </>
  );
}

const DAY_FILTERS = ['created_from', 'created_to', 'scheduled_from', 'scheduled_to'] as const;

/** The day ranges behind one "Fechas" button, so the toolbar stays one line on a phone. */
function DatesFilter({ list, scheduled }: { list: ListState; scheduled: boolean }) {
  const { t } = useTranslation('leads');
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = DAY_FILTERS.filter((name) => list.params.filters[name] !== undefined).length;
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        // The count is drawn on the icon and said in the name; with none, the label says it all
        // (an empty badge would still hold a "0" that the name does not).
        aria-label={active > 0 ? t('filters.datesCount', { count: active }) : undefined}
        startIcon={
          active > 0 ? (
            <Badge color="primary" badgeContent={active} slotProps={{ badge: { 'aria-hidden': true } }}>
              <DateRangeOutlined />
            </Badge>
          ) : (
            <DateRangeOutlined />
          )
        }
        sx={{ borderColor: 'divider', height: 40 }}
      >
        {t('filters.dates')}
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('filters.dates') } }}
      >
        <Box
          sx={{
            p: 2.5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            width: { xs: 'calc(100vw - 32px)', sm: 380 },
          }}
        >
          <DayFilter list={list} name="created_from" label={t('filters.createdFrom')} />
          <DayFilter list={list} name="created_to" label={t('filters.createdTo')} />
          {scheduled ? (
            <>
              <DayFilter list={list} name="scheduled_from" label={t('filters.scheduledFrom')} />
              <DayFilter list={list} name="scheduled_to" label={t('filters.scheduledTo')} />
            </>
          ) : null}
        </Box>
      </Popover>
    </>
  );
}
