/**
 * The data router built from the route table: full-screen routes (Login, Not found, account
 * screens) and application routes inside the layout; each route rendered through its gate.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLayout } from './layout/full-screen-layout';
import { RootShell } from './layout/root-shell';
import { RouteGate } from './route-gate';
import { NOT_FOUND_ROUTE, ROUTES, type RouteDef } from './routes';

/** The application layout (menu, selector, bell) is its own chunk: the login page never downloads it. */
const appLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layout/app-layout')).AppLayout,
});

const toObject = (route: RouteDef): RouteObject => ({
  path: route.path,
  handle: route,
  element: <RouteGate route={route} />,
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { element: <FullScreenLayout />, children: ROUTES.filter((r) => r.layout === 'full').map(toObject) },
      { lazy: appLayout, children: ROUTES.filter((r) => r.layout === 'app').map(toObject) },
      { element: <FullScreenLayout />, children: [toObject(NOT_FOUND_ROUTE)] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
