/**
 * Editing one dealership's used-vehicle limit: follow the package's, or set its own (0 to
 * 100,000); and the days in stock past which its used vehicles are highlighted (1 to 3,650).
 * The server checks the values again and its messages are shown on the fields.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  AGING_THRESHOLD_MAX,
  AGING_THRESHOLD_MIN,
  USED_VEHICLE_LIMIT_MAX,
  vehicleLimitInput,
} from '@vitrina/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { saveVehicleLimit, type VehicleLimit } from './agency-settings.api';

type Mode = 'package' | 'custom';

export interface VehicleLimitDialogProps {
  row: VehicleLimit;
  onClose: () => void;
  onSaved: (row: VehicleLimit) => void;
}

export function VehicleLimitDialog({ row, onClose, onSaved }: VehicleLimitDialogProps) {
  const { t } = useTranslation('agencySettings');
  const titleId = useId();
  const [mode, setMode] = useState<Mode>(row.custom_limit === null ? 'package' : 'custom');
  const [value, setValue] = useState(String(row.custom_limit ?? row.effective_limit));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [aging, setAging] = useState(String(row.aging_threshold_days));
  const [agingError, setAgingError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    setAgingError(null);
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    const days = vehicleLimitInput.shape.aging_threshold_days.safeParse(number(aging));
    if (!days.success || days.data === undefined) setAgingError(t('limits.agingRange'));
    let limit: number | null = null;
    if (mode === 'custom') {
      const parsed = vehicleLimitInput.shape.used_vehicle_limit.safeParse(number(value));
      if (!parsed.success || parsed.data === null) setFieldError(t('limits.range'));
      else limit = parsed.data;
    }
    if (!days.success || days.data === undefined || (mode === 'custom' && limit === null)) return;
    setSaving(true);
    try {
      onSaved(await saveVehicleLimit(row.agency_id, limit, days.data));
    } catch (failure) {
      const parsed = parseError(failure, t);
      if (parsed.fields.used_vehicle_limit) setFieldError(parsed.fields.used_vehicle_limit);
      if (parsed.fields.aging_threshold_days) setAgingError(parsed.fields.aging_threshold_days);
      if (!parsed.fields.used_vehicle_limit && !parsed.fields.aging_threshold_days) setError(parsed.message);
    } finally {
      setSaving(false);
    }
  };

  const packageLine =
    row.package_limit === null
      ? t('limits.dialog.noPackage')
      : t('limits.dialog.package', { name: row.package_name, limit: formatNumber(row.package_limit) });
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('limits.dialog.title', { name: row.agency_name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{packageLine}</DialogContentText>
          <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            <FormControlLabel
              value="package"
              control={<Radio />}
              disabled={saving}
              label={
                row.package_limit === null
                  ? t('limits.dialog.followNoPackage')
                  : t('limits.dialog.follow', { limit: formatNumber(row.package_limit) })
              }
            />
            <FormControlLabel
              value="custom"
              control={<Radio />}
              disabled={saving}
              label={t('limits.dialog.custom')}
            />
          </RadioGroup>
          {mode === 'custom' ? (
            <TextField
              fullWidth
              autoFocus
              sx={{ mt: 1.5 }}
              type="number"
              label={t('limits.fields.customLimit')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              disabled={saving}
              error={fieldError !== null}
              helperText={
                fieldError ?? t('limits.dialog.help', { max: formatNumber(USED_VEHICLE_LIMIT_MAX) })
              }
              slotProps={{
                htmlInput: { min: 0, max: USED_VEHICLE_LIMIT_MAX, step: 1, inputMode: 'numeric' },
              }}
            />
          ) : null}
          <TextField
            fullWidth
            sx={{ mt: 2.5 }}
            type="number"
            label={t('limits.dialog.aging')}
            value={aging}
            onChange={(event) => setAging(event.target.value)}
            disabled={saving}
            error={agingError !== null}
            helperText={
              agingError ?? t('limits.dialog.agingHelp', { max: formatNumber(AGING_THRESHOLD_MAX) })
            }
            slotProps={{
              htmlInput: {
                min: AGING_THRESHOLD_MIN,
                max: AGING_THRESHOLD_MAX,
                step: 1,
                inputMode: 'numeric',
              },
            }}
          />
          {error ? (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={saving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
