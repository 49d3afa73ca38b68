/**
 * The lead lists' columns. Every list: arrival (Mexico City time), the contact (the name opens
 * the lead's drawer; phone or e-mail under it; "Duplicado" links to the earlier lead), status,
 * advisor, first response ("Sin respuesta" while nobody acted, or how near or past its deadline
 * it is), the dealership when the list spans several; then what matters
 * for the channel (the car wanted and the budget, the service and its date, the part, the damage
 * and its photos, the bid, the form, the listing). The forwarding list adds the channel and
 * where a forwarded copy came from. Sortable columns are named after the API's sort fields.
 */
import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../components/data-table';
import { NameLink } from '../../components/data-table/cells';
import { dayAndTime, formatCurrency } from '../../lib/format';
import { detailText, yearsText } from './lead-detail-fields';
import { DuplicateChip } from './lead-duplicate-chip';
import { formatDuration, formatPhone } from './lead-format';
import { SlaChip, slaAlert, useNow } from './lead-sla';
import { LeadStatusChip } from './lead-status-chip';
import { type Lead, type LeadChannelKey, responseMinutes, subjectOf } from './leads.api';

/** Two short lines in a row: the value and, smaller, what qualifies it. */
export function TwoLines({ first, second }: { first: ReactNode; second?: string | null }) {
  return (
    <div style={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" component="div" noWrap>
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {second}
        </Typography>
      ) : null}
    </div>
  );
}

/** A lead still waiting reads amber: the darker shade on a light page, the lighter on a dark one (WCAG 1.4.3). */
const WAITING = {
  fontWeight: 500,
  color: (theme: Theme) => theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'],
};

/**
 * The first response: how long it took; while nobody acted, how near or past its deadline it is
 * (the chip the list tints the row by), else "Sin respuesta".
 */
export function FirstResponse({
  lead,
  t,
}: {
  lead: Pick<Lead, 'first_response_at' | 'first_response_minutes' | 'sla_due_at' | 'sla_warn_at'>;
  t: TFunction<'leads'>;
}) {
  const minutes = responseMinutes(lead);
  const alert = slaAlert(lead, useNow());
  if (alert) return <SlaChip lead={lead} />;
  if (minutes === null) {
    return (
      <Typography variant="body2" component="span" sx={WAITING}>
        {t('list.noResponse')}
      </Typography>
    );
  }
  return <span>{formatDuration(minutes, t)}</span>;
}

const text = (details: Record<string, unknown>, name: string) =>
  typeof details[name] === 'string' ? (details[name] as string) : '';
const money = (details: Record<string, unknown>, name: string) =>
  typeof details[name] === 'number' ? formatCurrency(details[name] as number) : null;

type Column = GridColDef<Lead>;

function listingColumn(t: TFunction<'leads'>): Column {
  return {
    field: 'listing',
    headerName: t('fields.listing'),
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <TwoLines first={subjectOf(row) || t('list.none')} second={text(row.details, 'message')} />
    ),
  };
}

/** The columns a channel adds after the contact. */
function channelColumns(channel: LeadChannelKey, t: TFunction<'leads'>): Column[] {
  switch (channel) {
    case 'marketplace':
    case 'mercadolibre':
    case 'soloautos':
      return [listingColumn(t)];
    case 'wanted-new':
    case 'wanted-used':
      return [
        {
          field: 'wanted',
          headerName: t('fields.wanted'),
          flex: 1,
          minWidth: 170,
          renderCell: ({ row }) => (
            <TwoLines
              first={
                [text(row.details, 'brand_name'), text(row.details, 'model_name')]
                  .filter(Boolean)
                  .join(' ') || t('list.none')
              }
              second={yearsText(row.details, t)}
            />
          ),
        },
        {
          field: 'budget',
          headerName: t('fields.budget'),
          width: 130,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => money(row.details, 'budget') ?? t('list.none'),
        },
      ];
    case 'auctions':
      return [
        {
          field: 'auction',
          headerName: t('details.vehicle_title'),
          flex: 1,
          minWidth: 170,
          renderCell: ({ row }) => subjectOf(row) || t('list.none'),
        },
        {
          field: 'bid_amount',
          headerName: t('fields.bid'),
          width: 130,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => money(row.details, 'bid_amount') ?? t('list.none'),
        },
      ];
    case 'service':
      return [
        {
          field: 'service_type',
          headerName: t('fields.service'),
          flex: 1,
          minWidth: 130,
          renderCell: ({ row }) => (
            <TwoLines
              first={detailText('service', row.details.service_type, t) ?? t('list.none')}
              second={text(row.details, 'vehicle_description')}
            />
          ),
        },
        scheduledColumn(t('fields.preferredAt'), t),
      ];
    case 'appointments':
      return [
        scheduledColumn(t('fields.appointmentAt'), t),
        {
          field: 'reason',
          headerName: t('details.reason'),
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => text(row.details, 'reason') || t('list.none'),
        },
      ];
    case 'parts':
      return [
        {
          field: 'part',
          headerName: t('fields.part'),
          flex: 1,
          minWidth: 160,
          renderCell: ({ row }) => (
            <TwoLines
              first={text(row.details, 'part_name') || t('list.none')}
              second={[text(row.details, 'part_number'), text(row.details, 'vehicle_description')]
                .filter(Boolean)
                .join(' · ')}
            />
          ),
        },
      ];
    case 'body':
      return [
        {
          field: 'damage',
          headerName: t('fields.damage'),
          flex: 1,
          minWidth: 180,
          renderCell: ({ row }) => (
            <TwoLines
              first={text(row.details, 'damage_description') || t('list.none')}
              second={text(row.details, 'vehicle_description')}
            />
          ),
        },
        {
          field: 'photos',
          headerName: t('fields.photos'),
          width: 96,
          renderCell: ({ row }) => {
            const count = Array.isArray(row.details.photos) ? row.details.photos.length : 0;
            return count > 0 ? t('list.photos', { count }) : t('list.noPhotos');
          },
        },
      ];
    case 'facebook':
      return [
        {
          field: 'form',
          headerName: t('fields.form'),
          flex: 1,
          minWidth: 160,
          renderCell: ({ row }) => (
            <TwoLines
              first={text(row.details, 'form_name') || t('list.none')}
              second={text(row.details, 'campaign_name')}
            />
          ),
        },
      ];
  }
}

function scheduledColumn(headerName: string, t: TFunction<'leads'>): Column {
  return {
    field: 'scheduled_at',
    headerName,
    sortable: true,
    width: 118,
    renderCell: ({ row }) => {
      if (!row.scheduled_at) return t('list.none');
      const [day, time] = dayAndTime(row.scheduled_at);
      return <TwoLines first={day} second={time} />;
    },
  };
}

export interface LeadColumnsOptions {
  t: TFunction<'leads'>;
  /** The channel of the list; null on the forwarding list (every channel). */
  channel: LeadChannelKey | null;
  /** The list spans several dealerships ("Todas", the forwarding list). */
  showAgency: boolean;
  onOpen: (lead: Lead) => void;
  /** The lead's own page. */
  pageOf: (lead: Lead) => string;
}

export function leadColumns({ t, channel, showAgency, onOpen, pageOf }: LeadColumnsOptions): Column[] {
  const nameOf = (lead: Lead) => lead.name;
  return [
    {
      field: 'name',
      headerName: t('fields.contact'),
      sortable: true,
      flex: 1,
      minWidth: 212,
      renderCell: ({ row }) => (
        <div style={{ minWidth: 0, lineHeight: 1.3 }}>
          <NameLink name={row.name} onOpen={() => onOpen(row)} />
          <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {row.phone ? formatPhone(row.phone) : row.email}
            </Typography>
            <DuplicateChip lead={row} compact />
          </div>
        </div>
      ),
    },
    {
      field: 'created_at',
      headerName: t('fields.arrival'),
      sortable: true,
      width: 118,
      renderCell: ({ row }) => {
        const [day, time] = dayAndTime(row.created_at);
        return <TwoLines first={day} second={time} />;
      },
    },
    ...(channel === null
      ? [
          {
            field: 'channel',
            headerName: t('fields.channel'),
            width: 140,
            renderCell: ({ row }) => (
              <TwoLines
                first={t(`channels.${row.channel}`)}
                second={
                  row.forwarded_from_agency_name
                    ? t('lead.forwardedFrom', { agency: row.forwarded_from_agency_name })
                    : null
                }
              />
            ),
          } satisfies Column,
        ]
      : channelColumns(channel, t)),
    {
      field: 'status',
      headerName: t('fields.status'),
      sortable: true,
      width: 140,
      renderCell: ({ row }) => <LeadStatusChip status={row.status} />,
    },
    {
      field: 'assigned_user_name',
      headerName: t('fields.advisor'),
      width: 140,
      renderCell: ({ row }) =>
        row.assigned_user_name ?? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('list.unassigned')}
          </Typography>
        ),
    },
    {
      field: 'first_response_at',
      headerName: t('fields.firstResponse'),
      sortable: true,
      width: 172,
      renderCell: ({ row }) => <FirstResponse lead={row} t={t} />,
    },
    ...(showAgency
      ? [{ field: 'agency_name', headerName: t('fields.agency'), flex: 1, minWidth: 140 } satisfies Column]
      : []),
    actionsColumn<Lead>(t('fields.actions'), {
      width: 96,
      canUpdate: false,
      canDelete: false,
      nameOf,
      extra: (row) => (
        <Tooltip title={t('list.openPage')}>
          <IconButton
            component={Link}
            to={pageOf(row)}
            size="small"
            aria-label={t('list.openPageOf', { name: row.name })}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    }),
  ];
}
