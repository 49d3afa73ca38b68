/**
 * Days in stock as a badge: plain up to the dealership's aging threshold (90 days unless it set
 * its own), highlighted past it, so the cars that have waited too long stand out in the list.
 */
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatNumber } from '../../lib/format';

export function isAged(days: number, threshold: number): boolean {
  return days > threshold;
}

export function AgingBadge({ days, threshold }: { days: number; threshold: number }) {
  const { t } = useTranslation('inventory');
  const aged = isAged(days, threshold);
  const explanation = aged ? t('aging.over', { threshold }) : t('aging.under', { threshold });
  return (
    <Tooltip title={explanation} describeChild>
      <Chip
        size="small"
        icon={aged ? <WarningAmberOutlined /> : <ScheduleOutlined />}
        label={
          <>
            {t('aging.days', { count: days, days: formatNumber(days) })}
            {aged ? <Box component="span" sx={visuallyHidden}>{`. ${explanation}`}</Box> : null}
          </>
        }
        color={aged ? 'warning' : 'default'}
        variant={aged ? 'filled' : 'outlined'}
        data-aged={aged ? 'true' : 'false'}
        sx={{ fontWeight: aged ? 600 : 500 }}
      />
    </Tooltip>
  );
}
