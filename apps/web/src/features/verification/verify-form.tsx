/**
 * "Verificar un vehículo": VIN or plate, the value, and Verificar. A refusal names what is wrong
 * under the field and keeps what was typed; success hands the stored verification to the page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Verification, VerificationKind } from '@vitrina/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { verify } from './verification.api';

export function VerifyForm({
  agencyId,
  plates,
  onVerified,
}: {
  agencyId: number;
  /** False without a report provider: a plate says nothing by itself. */
  plates: boolean;
  onVerified: (row: Verification) => void;
}) {
  const { t } = useTranslation('verification');
  const [kind, setKind] = useState<VerificationKind>('vin');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onVerified(await verify({ agency_id: agencyId, kind, value }));
      setValue('');
    } catch (failure) {
      const parsed = parseError(failure, t);
      const field = parsed.fields.value;
      setError(field ? { message: parsed.message, field } : { message: parsed.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('form.title')} description={t('form.description')}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && !error.field ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        ) : null}
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          aria-label={t('form.kind')}
          onChange={(_event, next: VerificationKind | null) => {
            if (next) setKind(next);
            setError(null);
          }}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="vin">{t('form.vin')}</ToggleButton>
          <ToggleButton value="plate" disabled={!plates}>
            {t('form.plate')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={kind === 'vin' ? t('form.vinLabel') : t('form.plateLabel')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(error?.field)}
            helperText={error?.field ?? (kind === 'vin' ? t('form.vinHelp') : t('form.plateHelp'))}
            disabled={busy}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                maxLength: 30,
                spellCheck: false,
                style: { textTransform: 'uppercase', fontFamily: 'monospace', letterSpacing: '0.05em' },
              },
            }}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1 }}>
            {t('form.submit')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
