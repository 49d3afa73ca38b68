import { useRegisterSW } from 'virtual:pwa-register/react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';

/**
 * Spec §4: "offline ready", which closes itself, and "new content available" (reload / close),
 * which waits for an answer.
 */
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
    <Notice
      open={offlineReady || needRefresh}
      onClose={close}
      severity="info"
      persistent={needRefresh}
      action={
        needRefresh ? (
          <>
            <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
              {t('reload')}
            </Button>
            <Button color="inherit" size="small" onClick={close}>
              {t('close')}
            </Button>
          </>
        ) : undefined
      }
    >
      {needRefresh ? t('newContent') : t('offlineReady')}
    </Notice>
  );
}
