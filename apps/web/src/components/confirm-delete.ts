/**
 * Deleting asks first (decision dialog: Aceptar / Regresar); a refusal from the server — a 409
 * because the record is in use, a 403, a 404 — is shown in the error dialog with its reason.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../lib/api-client';
import { useDialogs } from './dialogs/dialog-service';

/**
 * Asks to delete `name`; on yes runs `remove`. Answers true when it was deleted, false when the
 * user went back or the server refused (the reason already shown).
 */
export type ConfirmDelete = (name: string, remove: () => Promise<unknown>) => Promise<boolean>;

export function useConfirmDelete(): ConfirmDelete {
  const { t } = useTranslation('table');
  const dialogs = useDialogs();
  return useCallback<ConfirmDelete>(
    async (name, remove) => {
      const yes = await dialogs.decision(t('deleteText', { name }), t('deleteTitle'), {
        accept: t('delete'),
      });
      if (!yes) return false;
      try {
        await remove();
        return true;
      } catch (error) {
        await dialogs.error(parseError(error, t).message);
        return false;
      }
    },
    [dialogs, t],
  );
}
