/**
 * Spec §4 theme state: dark mode (remembered), mobile menu expanded or not, full screen on or
 * off. A small external store read through `usePreferences`.
 */
import type { PaletteMode } from '@mui/material/styles';
import { STORAGE_KEYS } from './storage';
import { createStore } from './store';

export interface Preferences {
  mode: PaletteMode;
  mobileMenuExpanded: boolean;
  fullScreen: boolean;
}

function initialMode(): PaletteMode {
  return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

const store = createStore<Preferences>({ mode: initialMode(), mobileMenuExpanded: false, fullScreen: false });

function set(next: Partial<Preferences>) {
  store.set({ ...store.get(), ...next });
}

export const usePreferences = store.use;

export function toggleDarkMode(): void {
  const mode: PaletteMode = store.get().mode === 'dark' ? 'light' : 'dark';
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
