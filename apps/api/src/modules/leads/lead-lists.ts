/** What the channel lists and the forwarding list share: their source for a request, and their export. */
import type { LeadChannelKey, LeadLostReason, LeadStatus, Locale } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { agencyColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { scopedAgencyIds } from '../../plugins/access';
import { countedTotal } from './lead-totals';
import { channelName, lostReasonName, statusName } from './lead-writes';
import { type AnyLeadFilters, advisorOnly, type LeadRow, leadsSource } from './leads.repository';

/**
 * The export of a lead list (a channel's; with the channel column, the forwarding list's): the
 * contact, what it is about, where it stands, who has it and how fast they answered.
 */
export function leadExportColumns(locale: Locale, withChannel: boolean): ExportColumn<LeadRow>[] {
  return [
    idColumn(),
    agencyColumn(),
    ...(withChannel
      ? [
          {
            header: { es: 'Canal', en: 'Channel' },
            value: (row: LeadRow) => channelName(locale, row.channel),
            width: 20,
          },
        ]
      : []),
    { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 28 },
    { header: { es: 'Correo electrónico', en: 'E-mail' }, value: (row) => row.email, width: 28 },
    { header: { es: 'Teléfono', en: 'Phone' }, value: (row) => row.phone, width: 16 },
    { header: { es: 'Vehículo', en: 'Vehicle' }, value: (row) => row.vehicle_title, width: 30 },
    {
      header: { es: 'Estatus', en: 'Status' },
      value: (row) => statusName(locale, row.status as LeadStatus),
      width: 16,
    },
    {
      header: { es: 'Motivo de pérdida', en: 'Reason lost' },
      value: (row) => (row.lost_reason ? lostReasonName(locale, row.lost_reason as LeadLostReason) : ''),
      width: 22,
    },
    { header: { es: 'Asesor', en: 'Advisor' }, value: (row) => row.assigned_user_name ?? '', width: 24 },
    {
      header: { es: 'Fecha agendada', en: 'Scheduled for' },
      value: (row) => (row.scheduled_at ? new Date(row.scheduled_at) : null),
      width: 20,
    },
    {
      header: { es: 'Primera respuesta (min)', en: 'First response (min)' },
      value: (row) => row.first_response_minutes,
      width: 14,
    },
    {
      header: { es: 'Reenviado desde', en: 'Forwarded from' },
      value: (row) => row.forwarded_from_agency_name ?? '',
      width: 24,
    },
    { header: { es: 'Llegó', en: 'Arrived' }, value: (row) => new Date(row.created_at), width: 20 },
    updatedColumn(),
  ];
}

/** A lead list's source for this request: its dealerships, an Asesor's own leads, and the counters' total. */
export function requestSource(channel: LeadChannelKey | null) {
  return (filters: AnyLeadFilters, _params: unknown, request: FastifyRequest) => {
    const scoped = {
      ...filters,
      agencyIds: scopedAgencyIds(request.agencyScope),
      advisorId: advisorOnly(request.principal!),
    };
    const total = countedTotal(channel, scoped);
    return { ...leadsSource(channel, scoped), ...(total ? { total } : {}) };
  };
}
