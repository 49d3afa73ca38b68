/**
 * The parts a lead's detail is made of, each a labelled section: the contact with its three
 * actions, the vehicle of interest, and the channel's details.
 */
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  emailLink,
  href,
  type LeadContactKind,
  phoneLink,
  usedVehicleResource,
  whatsappLink,
} from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Thumbnail } from '../../components/data-table/cells';
import { SectionCard } from '../../components/section-card';
import { formatCurrency } from '../../lib/format';
import { DETAIL_FIELDS, detailText } from './lead-detail-fields';
import { formatPhone } from './lead-format';
import { type LeadDetail, subjectOf } from './leads.api';

/** A label and its value, in a grid of two columns (one on a phone). */
/** A label, its value, and whether it takes the whole row (a message, a description). */
export type Fact = readonly [label: string, value: ReactNode, wide?: boolean];

export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {items.map(([label, value, wide]) => (
        <Box key={label} sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The first word of a name, as a message greets someone. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function ContactSection({
  lead,
  level,
  onContact,
}: {
  lead: LeadDetail;
  level: 2 | 3;
  /** Records the contact in the timeline (the link itself opens WhatsApp, the phone or the mail). */
  onContact: ((kind: Exclude<LeadContactKind, 'note'>, body: string) => void) | null;
}) {
  const { t } = useTranslation('leads');
  const subject = subjectOf(lead);
  const names = { name: firstName(lead.name), agency: lead.agency_name, vehicle: subject };
  const message = subject ? t('lead.whatsappMessage', names) : t('lead.whatsappMessagePlain', names);
  const mailSubject = subject ? t('lead.emailSubject', names) : t('lead.emailSubjectPlain', names);
  const record = (kind: Exclude<LeadContactKind, 'note'>, body: string) => () => onContact?.(kind, body);
  return (
    <SectionCard title={t('lead.contact')} level={level}>
      <Facts
        items={[
          [t('fields.phone'), lead.phone ? formatPhone(lead.phone) : t('lead.noPhone')],
          [t('fields.email'), lead.email || t('lead.noEmail')],
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {lead.phone ? (
          <>
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsApp />}
              href={whatsappLink(lead.phone, message)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('lead.whatsappOf', { name: lead.name })}
              onClick={record('whatsapp', message)}
            >
              {t('lead.whatsapp')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PhoneOutlined />}
              href={phoneLink(lead.phone)}
              aria-label={t('lead.callOf', { name: lead.name })}
              onClick={record('call', '')}
            >
              {t('lead.call')}
            </Button>
          </>
        ) : null}
        {lead.email ? (
          <Button
            variant="outlined"
            startIcon={<EmailOutlined />}
            href={emailLink(lead.email, mailSubject)}
            aria-label={t('lead.emailOf', { name: lead.name })}
            onClick={record('email', mailSubject)}
          >
            {t('lead.email')}
          </Button>
        ) : null}
      </Box>
    </SectionCard>
  );
}

export function VehicleSection({ lead, level }: { lead: LeadDetail; level: 2 | 3 }) {
  const { t } = useTranslation('leads');
  const { vehicle } = lead;
  let body: ReactNode;
  if (vehicle) {
    const to = href(usedVehicleResource.screens.details, { id: vehicle.id });
    body = (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Thumbnail fit="photo" width={72} height={54} src={vehicle.thumbnail?.thumb} alt={vehicle.title} />
        <Box sx={{ minWidth: 0 }}>
          <MuiLink component={Link} to={to} underline="hover" sx={{ fontWeight: 500 }}>
            {vehicle.title}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {[vehicle.stock_number, vehicle.price === null ? null : formatCurrency(vehicle.price)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>
    );
  } else if (lead.vehicle_title) {
    body = (
      <>
        <Typography>{lead.vehicle_title}</Typography>
        {lead.vehicle_id ? (
          <Typography variant="body2" color="text.secondary">
            {t('lead.vehicleGone')}
          </Typography>
        ) : null}
      </>
    );
  } else {
    body = <Typography color="text.secondary">{t('lead.vehicleNone')}</Typography>;
  }
  return (
    <SectionCard title={t('lead.vehicle')} level={level}>
      {body}
    </SectionCard>
  );
}

export function ChannelDetailsSection({ lead, level }: { lead: LeadDetail; level: 2 | 3 }) {
  const { t } = useTranslation('leads');
  const { details } = lead;
  const none = t('list.none');
  const items: Fact[] = DETAIL_FIELDS[lead.channel].map((field) => {
    const value = detailText(field.kind, details[field.name], t);
    if (field.kind === 'url' && value) {
      return [
        t(`details.${field.name}`),
        <MuiLink key={field.name} href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </MuiLink>,
      ];
    }
    return [t(`details.${field.name}`), value ?? none, field.kind === 'long'];
  });
  if (lead.channel === 'body') {
    const count = Array.isArray(details.photos) ? details.photos.length : 0;
    items.push([t('details.photos'), count > 0 ? t('list.photos', { count }) : t('list.noPhotos')]);
  }
  const answers = lead.channel === 'facebook' && Array.isArray(details.answers) ? details.answers : [];
  return (
    <SectionCard title={t('lead.channelDetails')} level={level}>
      <Facts items={items} />
      {answers.length > 0 ? (
        <>
          <Typography component={`h${level + 1}` as 'h3'} variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('details.answers')}
          </Typography>
          <Facts
            items={answers.map((entry, index) => {
              const { question, answer } = entry as { question?: unknown; answer?: unknown };
              return [`${index + 1}. ${String(question ?? '')}`, String(answer ?? '') || none] as const;
            })}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
