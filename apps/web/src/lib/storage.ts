/** Browser storage keys of spec §3 and the preferences kept beside them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  dealershipId: 'dealershipId',
  dealershipName: 'dealershipName',
  currentDealership: 'currentDealership',
  theme: 'theme',
  mobileMenu: 'mobileMenuExpanded',
} as const;

/** Spec §7: cookies an older version kept; removed before every request so they never leak. */
const STALE_COOKIES = ['token', 'dealershipId', 'dealershipName', 'currentDealership'];

export function removeStaleCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of STALE_COOKIES) {
    if (document.cookie.split('; ').some((entry) => entry.startsWith(`${name}=`))) {
      // biome-ignore lint/suspicious/noDocumentCookie: spec §7 removes these cookies; no Cookie Store API in every browser.
      document.cookie = `${name}=; Max-Age=0; path=/`;
    }
  }
}

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

const LOCALE_COOKIE = 'locale';
/** Spec §9: the language choice is kept 365 days. */
const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;

export function readStoredLocale(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LOCALE_COOKIE.length + 1)) : null;
}

export function storeLocale(locale: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the language is kept 365 days (spec §9), in a cookie.
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_MAX_AGE}; path=/; SameSite=Lax`;
}
