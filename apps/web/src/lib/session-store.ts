/**
 * The session of spec §3–§4: sign-in (login → token saved → profile → first agency current),
 * token refresh before expiry, dealership switching, sign-out that always clears, token errors.
 * A small external store read through `useSession`; the rules themselves live in session-rules.ts.
 */
import type { Profile } from '@vitrina/shared';
import { api, configureClient } from './api-client';
import { clearCurrentVehicle } from './current-vehicle';
import { currentLocale } from './i18n';
import {
  afterDealershipSwitch,
  type Dealership,
  initialDealership,
  resolveDealership,
  type SessionUser,
  type SwitchOutcome,
} from './session-rules';
import { readJson, STORAGE_KEYS, writeJson } from './storage';
import { createStore } from './store';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  dealership: Dealership | null;
  /** Spec §4: an authenticated session without a dealership id shows "Sesión Expirada". */
  expired: boolean;
}

const store = createStore<SessionState>(readStoredSession());

function readStoredSession(): SessionState {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const user = readJson<SessionUser>(STORAGE_KEYS.user);
  if (!token || !user) return { token: null, user: null, dealership: null, expired: false };
  const dealershipId = localStorage.getItem(STORAGE_KEYS.dealershipId);
  if (dealershipId === null) return { token, user, dealership: null, expired: true };
  return { token, user, dealership: resolveDealership(user, Number(dealershipId)), expired: false };
}

function setState(next: Partial<SessionState>): void {
  store.set({ ...store.get(), ...next });
}

export const getSession = store.get;
export const useSession = store.use;

function saveToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  scheduleRefresh(token);
}

function saveUser(user: SessionUser): void {
  writeJson(STORAGE_KEYS.user, user);
}

function saveDealership(dealership: Dealership): void {
  localStorage.setItem(STORAGE_KEYS.dealershipId, String(dealership.id));
  localStorage.setItem(STORAGE_KEYS.dealershipName, dealership.name);
  writeJson(STORAGE_KEYS.currentDealership, dealership);
}

/** Removes every key of the session, whatever happened before. */
function clearStorage(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.user,
    STORAGE_KEYS.dealershipId,
    STORAGE_KEYS.dealershipName,
    STORAGE_KEYS.currentDealership,
  ]) {
    localStorage.removeItem(key);
  }
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Epoch milliseconds at which the token expires, from its payload. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A minute before the token expires (never sooner than in 5 s), ask for a new one. */
function scheduleRefresh(token: string): void {
  clearTimeout(refreshTimer);
  const expiry = tokenExpiry(token);
  if (!expiry) return;
  const delay = Math.max(5_000, expiry - Date.now() - 60_000);
  refreshTimer = setTimeout(() => void refreshToken(), Math.min(delay, 2 ** 31 - 1));
}

async function fetchProfile(): Promise<SessionUser> {
  const { data } = await api.get<{ data: Profile }>('/mi-vitrina/auth/profile');
  return data.data;
}

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

export async function signIn(credentials: Credentials): Promise<void> {
  const { data } = await api.post<{ data: string }>('/mi-vitrina/auth/login', credentials);
  await beginSession(data.data);
}

/**
 * Begins the session of a token the API issued, however the person signed in (password, an
 * identity provider, the trusted integration): the profile is read, the dealership chosen.
 */
export async function beginSession(token: string): Promise<void> {
  saveToken(token);
  try {
    const user = await fetchProfile();
    saveUser(user);
    const dealership = initialDealership(user);
    saveDealership(dealership);
    setState({ token, user, dealership, expired: false });
  } catch (error) {
    // Spec §4: a profile failure clears the token and the stored user.
    clearTimeout(refreshTimer);
    clearStorage();
    setState({ token: null, user: null, dealership: null, expired: false });
    throw error;
  }
}

/** Spec §4: the new token replaces the old; a failure clears token and stored user. */
export async function refreshToken(): Promise<void> {
  try {
    const { data } = await api.get<{ data: string }>('/mi-vitrina/auth/refresh-token');
    saveToken(data.data);
    setState({ token: data.data });
  } catch {
    endSession();
  }
}

/** Re-reads the profile (permissions, dealerships) and keeps the current dealership if still linked. */
export async function reloadProfile(): Promise<void> {
  if (!store.get().token) return;
  try {
    const user = await fetchProfile();
    saveUser(user);
    const current = store.get().dealership;
    const dealership = current ? resolveDealership(user, current.id) : null;
    if (dealership) saveDealership(dealership);
    setState({ user, dealership });
  } catch (error) {
    // A network failure keeps the stored session; an answer that refuses it ends it.
    if ((error as { response?: unknown }).response) endSession();
  }
}

/** Resumes a stored session: schedules the refresh and reloads the profile. */
export function resumeSession(): void {
  const { token } = store.get();
  if (!token) return;
  const expiry = tokenExpiry(token);
  if (expiry !== null && expiry <= Date.now()) {
    endSession();
    return;
  }
  scheduleRefresh(token);
  void reloadProfile();
}

/** Clears the session locally (token error, refresh failure). */
export function endSession(): void {
  clearTimeout(refreshTimer);
  clearCurrentVehicle();
  clearStorage();
  setState({ token: null, user: null, dealership: null, expired: false });
}

/** Spec §4: sign-out clears everything even when the server call fails. */
export async function signOut(): Promise<void> {
  try {
    if (store.get().token) await api.post('/mi-vitrina/auth/logout');
  } catch {
    // Spec §8: a logout failure is ignored.
  } finally {
    endSession();
  }
}

export function switchDealership(id: number, pathname: string): SwitchOutcome {
  const user = store.get().user;
  if (!user) return { kind: 'stay' };
  const dealership = resolveDealership(user, id);
  saveDealership(dealership);
  setState({ dealership });
  return afterDealershipSwitch(user, dealership, pathname);
}

/** Saves a changed user (profile edit, notification read, realtime permissions). */
export function updateUser(user: SessionUser): void {
  saveUser(user);
  const current = store.get().dealership;
  const dealership = current ? resolveDealership(user, current.id) : current;
  setState({ user, dealership });
}

/** A new token issued by the server (password change ends the other sessions). */
export function replaceToken(token: string): void {
  saveToken(token);
  setState({ token });
}

configureClient({ locale: currentLocale, onTokenError: endSession });
