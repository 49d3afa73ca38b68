/**
 * Breadcrumbs that name records. The route table gives every screen its breadcrumbs by title
 * (Modelos › Versiones); a screen under a record can say which record instead
 * (Modelos › Chevrolet › Aveo › Versiones). The breadcrumb bar shows this trail while the screen
 * that set it is mounted, and the route table's otherwise.
 */
import { useEffect } from 'react';
import { createStore } from './store';

export interface Crumb {
  label: string;
  /** A link, or null for the current screen (and for a crumb with nowhere to go). */
  to: string | null;
}

const store = createStore<readonly Crumb[] | null>(null);

export const useBreadcrumbTrail = store.use;

/** Sets the trail after Inicio for as long as the calling screen is mounted; null keeps the route table's. */
export function useSetBreadcrumbTrail(trail: readonly Crumb[] | null): void {
  const key = trail ? JSON.stringify(trail) : null;
  useEffect(() => {
    store.set(key ? (JSON.parse(key) as Crumb[]) : null);
    return () => store.set(null);
  }, [key]);
}
