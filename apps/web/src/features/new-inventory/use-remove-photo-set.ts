/**
 * Deleting a stock photo set asks first, naming how many dealerships' new vehicles show it (they
 * are left without stock photos); a refusal from the server is shown with its reason. The list
 * and the edit screen both delete this way.
 */
import { newVehicleResource, photoSetResource } from '@vitrina/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { useResourceChanged } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { type PhotoSet, vehicleName } from './new-inventory.api';

/** A set's change shows on the new vehicles of its year (their photos and thumbnails). */
export const PHOTO_SET_INVALIDATES = [keysOf(newVehicleResource).all];

/** Answers true once the set is deleted, false when the person went back or the server refused. */
export function useRemovePhotoSet(): (set: PhotoSet) => Promise<boolean> {
  const { t } = useTranslation('newInventory');
  const dialogs = useDialogs();
  const { changed } = useResourceChanged(photoSetResource, PHOTO_SET_INVALIDATES);
  return useCallback(
    async (set) => {
      const text = t('photoSets.deleteText', { name: vehicleName(set), count: set.vehicles_count });
      const yes = await dialogs.decision(text, t('photoSets.deleteTitle'), { accept: t('photoSets.delete') });
      if (!yes) return false;
      try {
        await resourceCalls(photoSetResource).remove(set.id);
      } catch (error) {
        await dialogs.error(parseError(error, t).message);
        return false;
      }
      await changed();
      return true;
    },
    [t, dialogs, changed],
  );
}
