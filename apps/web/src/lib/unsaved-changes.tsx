/**
 * Spec §3–§4 "current vehicle in process" (flag or object, default false) and the unsaved-changes
 * guard: while a vehicle is being edited and the user may view used vehicles, leaving asks
 * '¿Estás seguro de salir sin guardar los cambios?' — Salir clears the vehicle and continues,
 * Seguir editando stays. Closing or reloading the tab gets the browser's own warning.
 */
import { canViewUsedVehicles } from '@vitrina/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useDialogs } from '../components/dialogs/dialog-service';
import type { Dealership, SessionUser } from './session-rules';
import { getSession, useSession } from './session-store';

/** false when no vehicle is in process; true or the vehicle's data while one is. */
export type CurrentVehicle = boolean | Readonly<Record<string, unknown>>;

const listeners = new Set<() => void>();
let currentVehicle: CurrentVehicle = false;

function set(next: CurrentVehicle): void {
  currentVehicle = next;
  for (const listener of listeners) listener();
}

export function setCurrentVehicle(vehicle: CurrentVehicle): void {
  set(vehicle);
}

export function clearCurrentVehicle(): void {
  set(false);
}

export function getCurrentVehicle(): CurrentVehicle {
  return currentVehicle;
}

export function useCurrentVehicle(): CurrentVehicle {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentVehicle,
  );
}

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
  return shouldGuard(currentVehicle, user, dealership) && currentLocation.pathname !== nextLocation.pathname;
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
