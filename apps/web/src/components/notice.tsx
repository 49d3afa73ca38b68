/**
 * The application's one passing notice ("saved", "the app is ready to work offline", "new content
 * available"). It sits at the top, under the bar, because forms and dialogs keep their actions at
 * the bottom ("Siguiente", "Guardar"), on a phone as on a desktop: a notice must never cover them.
 * It closes itself after NOTICE_MS, unless it asks for a decision (`persistent`). It is drawn at
 * the end of the page, outside the application's tree, so that a dialog open when it comes does
 * not hide it from screen readers as it hides the page behind.
 */
import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Long enough to read a sentence, short enough not to stay in the way. */
export const NOTICE_MS = 5000;

/** Under the bar (56 px on a phone, 64 px from the small breakpoint) with a small gap. */
const BELOW_THE_BAR = { xs: 64, sm: 72 };

export interface NoticeProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  severity?: AlertColor;
  /** Buttons of a notice that asks something; the notice then has no close icon of its own. */
  action?: ReactNode;
  /** Stays until it is answered, instead of closing itself. */
  persistent?: boolean;
}

export function Notice({
  open,
  onClose,
  children,
  severity = 'success',
  action,
  persistent = false,
}: NoticeProps) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={persistent ? null : NOTICE_MS}
        // A click elsewhere is the person working, not an answer: the notice leaves by its own time.
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: BELOW_THE_BAR }}
      >
        <Alert
          severity={severity}
          variant="filled"
          closeText={t('close')}
          {...(action ? { action } : { onClose })}
          sx={{ alignItems: 'center' }}
        >
          {children}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
