/**
 * The countdown to an auction's end, on the server's clock: each answer carries the server's
 * `server_now`, and `offset` (server minus browser, measured when the answer arrived) turns the
 * browser's clock into the server's, so a wrong clock on the dealer's computer changes nothing.
 */
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Server time minus browser time, in milliseconds, for an answer that just arrived. */
export const offsetFrom = (serverNow: string) => Date.parse(serverNow) - Date.now();

const two = (value: number) => String(value).padStart(2, '0');

/** Milliseconds left until `endsAt` on the server's clock (0 once ended). */
export function remaining(endsAt: string, offset: number, now = Date.now()): number {
  return Math.max(0, Date.parse(endsAt) - (now + offset));
}

function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Countdown({
  endsAt,
  offset,
  variant = 'body1',
}: {
  endsAt: string;
  offset: number;
  variant?: TypographyProps['variant'];
}) {
  const { t } = useTranslation('auctions');
  const now = useTick();
  const left = remaining(endsAt, offset, now);
  const seconds = Math.floor(left / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const time =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`
      : `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
  const text = left === 0 ? t('countdown.ended') : days > 0 ? t('countdown.days', { days, time }) : time;
  const urgent = left > 0 && left < 120_000;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <TimerOutlined fontSize="small" color={urgent ? 'error' : 'action'} aria-hidden />
      <Typography
        variant={variant}
        component="span"
        data-testid="auction-countdown"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          color: urgent ? 'error.main' : 'text.primary',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
