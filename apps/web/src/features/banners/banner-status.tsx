/** A banner's status (what the marketplace does with it today) and its dates, as people read them. */
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type BannerStatus, bannerStatus, mexicoCityDay } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format';
import type { OrderedBanner } from './banner-order-list';

const COLORS: Record<BannerStatus, 'success' | 'info' | 'default' | 'warning'> = {
  live: 'success',
  scheduled: 'info',
  ended: 'default',
  inactive: 'default',
  incomplete: 'warning',
};

export function BannerStatusChip({ banner }: { banner: OrderedBanner }) {
  const { t } = useTranslation('banners');
  const status = bannerStatus(banner, mexicoCityDay(new Date()));
  return <Chip size="small" color={COLORS[status]} variant="outlined" label={t(`status.${status}`)} />;
}

/** "Del 1 dic 2026 al 31 dic 2026": the days are calendar days, shown as written. */
export function BannerDates({ banner }: { banner: Pick<OrderedBanner, 'starts_on' | 'ends_on'> }) {
  const { t } = useTranslation('banners');
  const { starts_on: start, ends_on: end } = banner;
  const text =
    start && end
      ? t('dates.range', { start: formatDay(start), end: formatDay(end) })
      : start
        ? t('dates.from', { start: formatDay(start) })
        : end
          ? t('dates.until', { end: formatDay(end) })
          : t('dates.always');
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {text}
    </Typography>
  );
}
