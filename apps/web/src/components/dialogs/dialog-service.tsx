/**
 * The dialogs of spec §8, one service for the whole app: error ("Ups!", Aceptar), success
 * ("¡Éxito!"), decision (Aceptar / Regresar), info (Aceptar), download (Descargar / Cancelar).
 * `useDialogs().error(...)` etc. answer a promise: true when the user accepted.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DialogKind = 'error' | 'success' | 'decision' | 'info' | 'download';

export interface DialogRequest {
  kind: DialogKind;
  title?: string;
  text?: string;
  /** Labels that replace the defaults of the kind (e.g. Salir / Seguir editando). */
  acceptLabel?: string;
  cancelLabel?: string;
}

interface OpenDialog extends DialogRequest {
  resolve: (accepted: boolean) => void;
}

type Open = (request: DialogRequest) => Promise<boolean>;

export interface DialogApi {
  open: Open;
  error: (text?: string, title?: string) => Promise<boolean>;
  success: (text?: string, title?: string) => Promise<boolean>;
  info: (text: string, title?: string) => Promise<boolean>;
  decision: (text: string, title?: string, labels?: { accept?: string; cancel?: string }) => Promise<boolean>;
  download: (text: string, title?: string) => Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<OpenDialog[]>([]);
  const open = useCallback<Open>(
    (request) =>
      new Promise<boolean>((resolve) => setQueue((current) => [...current, { ...request, resolve }])),
    [],
  );
  const api = useMemo<DialogApi>(
    () => ({
      open,
      error: (text, title) => open({ kind: 'error', ...(text ? { text } : {}), ...(title ? { title } : {}) }),
      success: (text, title) =>
        open({ kind: 'success', ...(text ? { text } : {}), ...(title ? { title } : {}) }),
      info: (text, title) => open({ kind: 'info', text, ...(title ? { title } : {}) }),
      decision: (text, title, labels) =>
        open({
          kind: 'decision',
          text,
          ...(title ? { title } : {}),
          ...(labels?.accept ? { acceptLabel: labels.accept } : {}),
          ...(labels?.cancel ? { cancelLabel: labels.cancel } : {}),
        }),
      download: (text, title) => open({ kind: 'download', text, ...(title ? { title } : {}) }),
    }),
    [open],
  );
  const current = queue[0];
  const close = (accepted: boolean) => {
    current?.resolve(accepted);
    setQueue((items) => items.slice(1));
  };
  return (
    <DialogContext.Provider value={api}>
      {children}
      {current ? <ServiceDialog request={current} onClose={close} /> : null}
    </DialogContext.Provider>
  );
}

function ServiceDialog({
  request,
  onClose,
}: {
  request: DialogRequest;
  onClose: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('dialogs');
  const defaults: Record<DialogKind, { title: string; accept: string; cancel?: string }> = {
    error: { title: t('errorTitle'), accept: t('accept') },
    success: { title: t('successTitle'), accept: t('accept') },
    decision: { title: '', accept: t('accept'), cancel: t('back') },
    info: { title: '', accept: t('accept') },
    download: { title: '', accept: t('download'), cancel: t('cancel') },
  };
  const kind = defaults[request.kind];
  const title = request.title ?? kind.title;
  const text = request.text ?? (request.kind === 'error' ? t('errorText') : '');
  const cancel = request.cancelLabel ?? kind.cancel;
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      aria-labelledby={title ? 'service-dialog-title' : undefined}
      aria-describedby="service-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      {title ? <DialogTitle id="service-dialog-title">{title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id="service-dialog-text" sx={{ pt: title ? 0 : 1 }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {cancel ? <Button onClick={() => onClose(false)}>{cancel}</Button> : null}
        <Button
          variant="contained"
          color={request.kind === 'error' ? 'error' : 'primary'}
          onClick={() => onClose(true)}
          autoFocus
        >
          {request.acceptLabel ?? kind.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs outside DialogProvider');
  return api;
}
