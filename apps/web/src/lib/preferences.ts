/**
 * Spec §4 theme state: dark mode (remembered), mobile menu expanded or not, full screen on or
 * off. A small external store read through `usePreferences`.
 */
import type { PaletteMode } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage';

export interface Preferences {
  mode: PaletteMode;
  mobileMenuExpanded: boolean;
  fullScreen: boolean;
}

const listeners = new Set<() => void>();

function initialMode(): PaletteMode {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return stored === 'dark' ? 'dark' : 'light';
}

let preferences: Preferences = { mode: initialMode(), mobileMenuExpanded: false, fullScreen: false };

function set(next: Partial<Preferences>) {
  preferences = { ...preferences, ...next };
  for (const listener of listeners) listener();
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => preferences,
  );
}

export function toggleDarkMode(): void {
  const mode: PaletteMode = preferences.mode === 'dark' ? 'light' : 'dark';
  localStorage.setItem(STORAGE_KEYS.theme, mode);
  set({ mode });
}

export function setMobileMenuExpanded(mobileMenuExpanded: boolean): void {
  set({ mobileMenuExpanded });
}

/** The browser's full-screen mode; the state follows the browser (Esc also leaves it). */
export async function toggleFullScreen(): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen();
  else await document.documentElement.requestFullscreen?.();
}

if (typeof document !== 'undefined') {
  document.addEventListener('fullscreenchange', () =>
    set({ fullScreen: Boolean(document.fullscreenElement) }),
  );
}
