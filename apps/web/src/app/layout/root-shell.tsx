import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { signOut, useSession } from '../../lib/session-store';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes';
import { ReloadPrompt } from './reload-prompt';

/**
 * Above every layout: scroll restored or to top (spec §2), the "Sesión Expirada" dialog when an
 * authenticated session has no dealership (spec §4), the service-worker reload prompt, and the
 * unsaved-changes guard of a vehicle being edited.
 */
export function RootShell() {
  const { expired } = useSession();
  const dialogs = useDialogs();
  const { t } = useTranslation('dialogs');
  const shown = useRef(false);
  useEffect(() => {
    if (!expired || shown.current) return;
    shown.current = true;
    void dialogs.info(t('sessionExpiredText'), t('sessionExpiredTitle')).then(() => {
      shown.current = false;
      return signOut();
    });
  }, [expired, dialogs, t]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ReloadPrompt />
      <UnsavedChangesGuard />
    </>
  );
}
