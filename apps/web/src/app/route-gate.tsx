/**
 * Applies a route's declaration: the guard decision (spec §6), the window title
 * ("<title> | Vitrina"), and the lazy page with a loading state. No page carries guard code.
 */
import LinearProgress from '@mui/material/LinearProgress';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { decideRoute } from '../lib/access-rules';
import { useSession } from '../lib/session-store';
import { ROUTES, type RouteDef } from './routes';

const pages = new Map<RouteDef, ComponentType>();

/** One React.lazy component per route definition, created once. */
function pageOf(route: RouteDef): ComponentType {
  let page = pages.get(route);
  if (!page) {
    page = lazy(route.load);
    pages.set(route, page);
  }
  return page;
}

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function useDocumentTitle(titleKey: string): void {
  // `t` changes identity with the language, so the title follows a language switch.
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(`routes:${titleKey}`)} | ${t('common:product')}`;
  }, [t, titleKey]);
}

export function RouteGate({ route }: { route: RouteDef }) {
  const { user, dealership } = useSession();
  const location = useLocation();
  const decision = useMemo(
    () =>
      decideRoute(route, user, dealership, (path) => {
        const target = byPath.get(path);
        return target ? decideRoute(target, user, dealership).kind === 'allow' : false;
      }),
    [route, user, dealership],
  );
  useDocumentTitle(route.title);
  if (decision.kind === 'redirect' && decision.to !== location.pathname) {
    return <Navigate to={decision.to} replace />;
  }
  const Page = pageOf(route);
  return (
    <Suspense
      fallback={<LinearProgress aria-label="…" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />}
    >
      <Page />
    </Suspense>
  );
}
