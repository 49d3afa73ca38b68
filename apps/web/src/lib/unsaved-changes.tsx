/**
 * Spec §4 unsaved-changes guard over the "current vehicle in process" (lib/current-vehicle.ts): while a vehicle is being edited and the user may view used vehicles, leaving asks
 * '¿Estás seguro de salir sin guardar los cambios?' — Salir clears the vehicle and continues,
 * Seguir editando stays. Closing or reloading the tab gets the browser's own warning.
 */
import { canViewUsedVehicles } from '@vitrina/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useDialogs } from '../components/dialogs/dialog-service';
import {
  type CurrentVehicle,
  clearCurrentVehicle,
  getCurrentVehicle,
  useCurrentVehicle,
} from './current-vehicle';
import type { Dealership, SessionUser } from './session-rules';
import { getSession, useSession } from './session-store';

/** Spec §4: guard only while a vehicle is in process and the user may view used vehicles. */
export function shouldGuard(
  vehicle: CurrentVehicle,
  user: SessionUser | null,
  dealership: Dealership | null,
): boolean {
  return vehicle !== false && user !== null && canViewUsedVehicles(user, dealership);
}

/** Decided when the navigation happens, from the stores themselves (a sign-out is never held). */
const blockLeaving: BlockerFunction = ({ currentLocation, nextLocation }) => {
  const { user, dealership } = getSession();
  return (
    shouldGuard(getCurrentVehicle(), user, dealership) && currentLocation.pathname !== nextLocation.pathname
  );
};

/** Mount once inside the data router (the application layout). */
export function UnsavedChangesGuard() {
  const { t } = useTranslation('dialogs');
  const dialogs = useDialogs();
  const vehicle = useCurrentVehicle();
  const blocker = useBlocker(blockLeaving);
  const asking = useRef(false);
  const { user, dealership } = useSession();
  const guarding = shouldGuard(vehicle, user, dealership);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void dialogs
      .decision(t('unsavedChanges'), undefined, { accept: t('leave'), cancel: t('keepEditing') })
      .then((leave) => {
        asking.current = false;
        if (leave) {
          clearCurrentVehicle();
          blocker.proceed();
        } else {
          blocker.reset();
        }
      });
  }, [blocker, dialogs, t]);

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  return null;
}
