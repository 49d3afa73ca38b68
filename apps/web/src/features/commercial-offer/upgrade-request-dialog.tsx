/**
 * "Solicitar este paquete": what happens next, an optional message for the advisor, and send.
 * A refusal shows its message (and keeps the typed text); success says an advisor will call.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OfferPackage, OfferType, PackagePermission } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { formatCurrency } from '../../lib/format';
import { requestUpgrade } from './commercial-offer.api';

export interface UpgradeRequestDialogProps {
  type: OfferType;
  agencyId: number;
  pkg: OfferPackage;
  module: PackagePermission | null;
  onClose: () => void;
  /** Sent: the server's message for the user. */
  onSent: (message: string) => void;
}

export function UpgradeRequestDialog({
  type,
  agencyId,
  pkg,
  module,
  onClose,
  onSent,
}: UpgradeRequestDialogProps) {
  const { t } = useTranslation('commercialOffer');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      onSent(await requestUpgrade(type, { agency_id: agencyId, package_id: pkg.id, module, message }));
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
      <DialogTitle id={titleId}>{t('requestFor', { name: pkg.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('dialog.text', { name: pkg.name, price: formatCurrency(pkg.monthly_price) })}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
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
