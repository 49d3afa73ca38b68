/**
 * Where the current screen sits: its route and the routes before it (the `parent` links of the
 * route table), as the breadcrumb bar shows them and as the side menu uses them to find the
 * entry to highlight. Also which menu entry that is.
 */
import { generatePath, type Params, useMatches } from 'react-router';
import type { VisibleMenuEntry } from '../../lib/access-rules';
import { ROUTES, type RouteDef } from '../routes';

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export interface ChainLink {
  route: RouteDef;
  /** The concrete path, or null when the parameters at hand cannot fill it. */
  to: string | null;
}

/** The route and its parents, outermost first. */
export function routeChain(route: RouteDef, params: Params): ChainLink[] {
  const chain: ChainLink[] = [];
  const seen = new Set<RouteDef>();
  let current: RouteDef | undefined = route;
  while (current && !seen.has(current)) {
    seen.add(current);
    chain.unshift({ route: current, to: pathFor(current.path, params) });
    current = current.parent ? byPath.get(current.parent) : undefined;
  }
  return chain;
}

function pathFor(path: string, params: Params): string | null {
  try {
    return generatePath(path, params as Record<string, string>);
  } catch {
    return null;
  }
}

/** The matched route of the current screen and its chain (empty outside the route table). */
export function useRouteChain(): ChainLink[] {
  const matches = useMatches();
  const last = matches.at(-1);
  const route = last?.handle as RouteDef | undefined;
  return route?.path ? routeChain(route, last?.params ?? {}) : [];
}

const covers = (to: string, path: string) => path === to || path.startsWith(`${to}/`);

/**
 * The keys from the top-level entry down to the link that stands for the current screen: the
 * link whose route is the longest prefix of the path, else of the nearest parent's path (a
 * model's versions highlight Modelos). Null when no link does.
 */
export function activeTrail(entries: readonly VisibleMenuEntry[], paths: readonly string[]): string[] | null {
  const links = leaves(entries, []);
  for (const path of paths) {
    let best: { trail: string[]; to: string } | undefined;
    for (const link of links) {
      if (covers(link.to, path) && link.to.length > (best?.to.length ?? -1)) best = link;
    }
    if (best) return best.trail;
  }
  return null;
}

function leaves(entries: readonly VisibleMenuEntry[], trail: string[]): { trail: string[]; to: string }[] {
  return entries.flatMap((entry) => {
    const here = [...trail, entry.key];
    if (entry.children.length > 0) return leaves(entry.children, here);
    return entry.to ? [{ trail: here, to: entry.to }] : [];
  });
}
