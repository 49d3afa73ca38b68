/**
 * Spec §4 unsaved-changes guard over the "current vehicle in process" (lib/current-vehicle.ts): while a vehicle is being edited and the user may view used vehicles, leaving asks
 * '¿Estás seguro de salir sin guardar los cambios?' — Salir clears the vehicle and continues,
 * Seguir editando stays. Closing or reloading the tab gets the browser's own warning.
 *
 * Forms with unsaved changes (components/form/form-page.tsx) ask the same question through the
 * same guard: a router holds one blocker at a time, so there is one guard and forms register with
 * it (useLeaveGuard) instead of blocking on their own.
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

/** Mounted forms' "do I hold unsaved changes right now?" questions. */
const leaveGuards = new Set<() => boolean>();

/**
 * Registers a form with the guard: while `holds()` answers true, leaving the screen asks first.
 * The question is asked at navigation time, so a form that has just saved can let go at once.
 */
export function useLeaveGuard(holds: () => boolean): void {
  const current = useRef(holds);
  current.current = holds;
  useEffect(() => {
    const ask = () => current.current();
    leaveGuards.add(ask);
    return () => {
      leaveGuards.delete(ask);
    };
  }, []);
}

function formHoldsChanges(): boolean {
  for (const holds of leaveGuards) if (holds()) return true;
  return false;
}

/** Decided when the navigation happens, from the stores themselves (a sign-out is never held). */
const blockLeaving: BlockerFunction = ({ currentLocation, nextLocation }) => {
  if (currentLocation.pathname === nextLocation.pathname) return false;
  const { user, dealership } = getSession();
  return shouldGuard(getCurrentVehicle(), user, dealership) || (user !== null && formHoldsChanges());
};

/**
 * Closing the tab or reloading while `active`: the browser's own "leave site?" prompt (a page
 * cannot show its own dialog there). In-app navigation is asked by `UnsavedChangesGuard`.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

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

  useWarnBeforeUnload(guarding);

  return null;
}
