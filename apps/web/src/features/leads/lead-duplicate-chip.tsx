/**
 * "Duplicado": a lead that arrived with the phone or e-mail of an earlier lead of the dealership
 * (within 30 days) says so, and the chip opens that earlier lead's page.
 */
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Lead, leadPage } from './leads.api';

/** A list row's chip is shorter and without its icon, to sit beside the phone on the contact's second line. */
const COMPACT = { height: 20, fontSize: '0.75rem', '& .MuiChip-label': { px: 0.75 } };

export function DuplicateChip({
  lead,
  size = 'small',
  compact = false,
}: {
  lead: Pick<Lead, 'duplicate_of' | 'duplicate_of_channel'>;
  size?: 'small' | 'medium';
  compact?: boolean;
}) {
  const { t } = useTranslation('leads');
  if (lead.duplicate_of === null) return null;
  const label = t('duplicate.chip');
  const sx = { fontWeight: 500, flexShrink: 0, ...(compact ? COMPACT : {}) };
  const icon = compact ? undefined : <ContentCopyOutlined />;
  // The earlier lead's channel is null only if the API could not say it: the chip still tells.
  if (lead.duplicate_of_channel === null) {
    return <Chip size={size} variant="outlined" icon={icon} label={label} sx={{ flexShrink: 0 }} />;
  }
  return (
    <Chip
      size={size}
      variant="outlined"
      color="secondary"
      icon={icon}
      label={label}
      clickable
      component={Link}
      to={leadPage(lead.duplicate_of_channel, lead.duplicate_of)}
      aria-label={t('duplicate.chipOf', { id: lead.duplicate_of })}
      sx={sx}
    />
  );
}
