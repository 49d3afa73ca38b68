/**
 * One verification: its verdict, the offline VIN decode and the provider's report, or why the
 * report is missing with "Reintentar" (the report alone is asked again; the decode stays).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Verification, VerificationResult } from '@vitrina/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { retryVerification } from './verification.api';

export const RESULT_COLORS = {
  clear: 'success',
  warning: 'warning',
  alert: 'error',
  incomplete: 'default',
} as const satisfies Record<VerificationResult, string>;
const SEVERITY = { clear: 'success', warning: 'warning', alert: 'error', incomplete: 'info' } as const;

export function ResultChip({ result }: { result: VerificationResult }) {
  const { t } = useTranslation('verification');
  return (
    <Chip
      size="small"
      color={RESULT_COLORS[result]}
      variant={result === 'incomplete' ? 'outlined' : 'filled'}
      label={t(`result.results.${result}`)}
    />
  );
}

/** A list of terms and their values, two columns from a tablet up. */
function Facts({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function countryName(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function VerificationResultCard({
  row,
  canRetry,
  onChanged,
}: {
  row: Verification;
  canRetry: boolean;
  onChanged: (row: Verification) => void;
}) {
  const { t, i18n } = useTranslation('verification');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { decode, report } = row;

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await retryVerification(row.id));
    } catch (failure) {
      setError(parseError(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  const missing = row.provider_status === 'failed' || row.provider_status === 'not_configured';
  const checkDigit = decode
    ? decode.check_digit_valid
      ? t('result.checkDigitOk', { digit: decode.check_digit })
      : decode.check_digit_required
        ? t('result.checkDigitBad', { digit: decode.check_digit, expected: decode.expected_check_digit })
        : t('result.checkDigitOptional', { digit: decode.check_digit })
    : null;

  return (
    <SectionCard
      title={t('result.title', { query: row.query })}
      description={t('result.verifiedBy', { name: row.user_name, date: formatDateTime(row.created_at) })}
      action={<ResultChip result={row.result} />}
      id="verification-result"
    >
      <Alert severity={SEVERITY[row.result]} variant="outlined" sx={{ mb: 3 }}>
        {t(`result.resultHelp.${row.result}`)}
      </Alert>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: decode ? '1fr 1fr' : '1fr' } }}
      >
        {decode ? (
          <Box component="section" aria-labelledby="verification-decode">
            <Typography
              id="verification-decode"
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {t('result.decode')}
            </Typography>
            <Facts
              items={[
                [t('result.wmi'), `${decode.manufacturer ?? t('result.unknownMaker')} (${decode.wmi})`],
                [
                  t('result.country'),
                  countryName(decode.country, i18n.language) ??
                    (decode.region ? t(`result.regions.${decode.region as 'asia'}`) : '—'),
                ],
                [t('result.modelYear'), decode.model_year ?? t('result.noYear')],
                [
                  t('result.checkDigit'),
                  <Box
                    component="span"
                    key="check"
                    sx={{
                      color:
                        !decode.check_digit_valid && decode.check_digit_required ? 'error.main' : 'inherit',
                      fontWeight: !decode.check_digit_valid && decode.check_digit_required ? 600 : 'inherit',
                    }}
                  >
                    {checkDigit}
                  </Box>,
                ],
                [t('result.plant'), decode.plant_code],
                [t('result.serial'), decode.serial],
              ]}
            />
            {!decode.check_digit_valid && decode.check_digit_required ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('result.checkDigitBadHelp')}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="verification-report">
          <Typography
            id="verification-report"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('result.report')}
          </Typography>
          {report ? (
            <Facts
              items={[
                [
                  t('result.theft'),
                  <Box
                    component="span"
                    key="theft"
                    sx={{
                      color: report.theft_status === 'reported' ? 'error.main' : 'inherit',
                      fontWeight: report.theft_status === 'reported' ? 600 : 'inherit',
                    }}
                  >
                    {t(`result.theftStatuses.${report.theft_status}`)}
                  </Box>,
                ],
                [t('result.registry'), t(`result.registryStatuses.${report.registry_status}`)],
                ...(report.state ? ([[t('result.state'), report.state]] as [string, string][]) : []),
                [t('result.reference'), report.reference],
                [t('result.checkedAt'), formatDateTime(row.checked_at)],
              ]}
            />
          ) : row.provider_status === 'not_found' ? (
            <Alert severity="warning">{t('result.notFound')}</Alert>
          ) : (
            <Alert
              severity="info"
              action={
                canRetry && missing ? (
                  <Button color="inherit" size="small" loading={busy} onClick={() => void retry()}>
                    {t('result.retry')}
                  </Button>
                ) : undefined
              }
            >
              {row.provider_error
                ? t(`result.providerErrors.${row.provider_error}`)
                : t('result.notConfigured')}
              {row.attempts > 1 ? ` ${t('result.attempts', { count: row.attempts })}` : ''}
            </Alert>
          )}
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          ) : null}
        </Box>
      </Box>
    </SectionCard>
  );
}
