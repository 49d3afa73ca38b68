import { useRegisterSW } from 'virtual:pwa-register/react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Spec §4: "offline ready" (close) and "new content available" (reload / close). */
export function ReloadPrompt() {
  const { t } = useTranslation();
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
  return (
    <Snackbar
      open={offlineReady || needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      message={needRefresh ? t('newContent') : t('offlineReady')}
      action={
        <>
          {needRefresh ? (
            <Button color="primary" size="small" onClick={() => void updateServiceWorker(true)}>
              {t('reload')}
            </Button>
          ) : null}
          <Button color="inherit" size="small" onClick={close}>
            {t('close')}
          </Button>
        </>
      }
    />
  );
}
