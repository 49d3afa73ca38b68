/**
 * "Ofrecer vehículo": the alert's matching vehicles of this dealership (those already offered
 * shown, not selectable), an optional message for the buyer, and send. A refusal shows its
 * message and keeps the choice and the text; success closes with the server's message.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ALERT_VEHICLE_COUNT_CAP, type AlertVehicle } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { formatCurrency, formatNumber } from '../../lib/format';
import { vehicleWanted } from './alert-search';
import { type BuyerAlert, offerVehicle } from './buyer-alerts.api';

const keyOf = (vehicle: AlertVehicle) => `${vehicle.kind}:${vehicle.id}`;

export interface OfferDialogProps {
  agencyId: number;
  alert: BuyerAlert;
  onClose: () => void;
  /** Sent: the server's message for the user. */
  onSent: (message: string) => void;
}

export function OfferDialog({ agencyId, alert, onClose, onSent }: OfferDialogProps) {
  const { t } = useTranslation('buyerAlerts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const groupId = useId();
  const open = alert.vehicles.filter((vehicle) => !vehicle.offered);
  const [chosen, setChosen] = useState(open.length === 1 ? keyOf(open[0]!) : '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const send = async () => {
    const vehicle = alert.vehicles.find((one) => keyOf(one) === chosen);
    if (!vehicle) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSent(await offerVehicle(agencyId, alert.id, { kind: vehicle.kind, vehicle_id: vehicle.id, message }));
    } catch (failure) {
      const parsed = parseError(failure, t);
      setError([parsed.message, ...Object.values(parsed.fields).flat()].filter(Boolean).join(' '));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('dialog.text', { name: alert.name, search: vehicleWanted(t, alert) })}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
        <FormControl error={missing} sx={{ mb: 2, width: '100%' }}>
          <FormLabel id={groupId}>{t('dialog.vehicle')}</FormLabel>
          <RadioGroup
            aria-labelledby={groupId}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setMissing(false);
            }}
          >
            {alert.vehicles.map((vehicle) => (
              <FormControlLabel
                key={keyOf(vehicle)}
                value={keyOf(vehicle)}
                disabled={vehicle.offered || busy}
                control={<Radio />}
                label={
                  <span>
                    <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                      {vehicle.title}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${t(`dialog.kinds.${vehicle.kind}`)} · ${formatCurrency(vehicle.price)}`}
                      {vehicle.offered ? ` · ${t('dialog.offered')}` : ''}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {missing ? <FormHelperText>{t('dialog.choose')}</FormHelperText> : null}
          {alert.vehicles_count > alert.vehicles.length ? (
            <FormHelperText>
              {t('dialog.more', {
                shown: alert.vehicles.length,
                formatted: formatNumber(Math.min(alert.vehicles_count, ALERT_VEHICLE_COUNT_CAP)),
              })}
            </FormHelperText>
          ) : null}
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('dialog.message')}
          helperText={t('dialog.messageHelp')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void send()}>
          {t('dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
