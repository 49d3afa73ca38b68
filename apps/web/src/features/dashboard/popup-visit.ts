/**
 * "Every visit" popups come back on the user's next visit: a visit is this browser tab's
 * session, so the ones closed during it are remembered in sessionStorage (per user) and shown
 * again in a new tab or after the browser is closed. "Show once" popups need nothing here: the
 * server leaves out the ones the user dismissed.
 */
const key = (userId: number) => `popupsClosed.${userId}`;

export function closedThisVisit(userId: number): Set<number> {
  try {
    const raw = sessionStorage.getItem(key(userId));
    const ids = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function rememberClosed(userId: number, popupId: number): void {
  const ids = closedThisVisit(userId);
  ids.add(popupId);
  try {
    sessionStorage.setItem(key(userId), JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the popup may show again this visit, which is harmless.
  }
}
