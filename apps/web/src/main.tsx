/**
 * The entry: it only decides what to load. A visitor (no stored session) on a public page gets the
 * public pages alone (app/public-app.tsx: MUI, no router, no i18next), so Login, Register and the
 * password screens are usable after little JavaScript; anyone else gets the application
 * (app/app-main.tsx), which also takes over when someone signs in or leaves the public pages.
 */
import { createRoot } from 'react-dom/client';
import { PUBLIC_PAGES, publicPageOf } from './app/public-paths';
import { STORAGE_KEYS } from './lib/storage';

const root = createRoot(document.getElementById('root')!);
const signedIn = localStorage.getItem(STORAGE_KEYS.token) !== null;

const page = publicPageOf(window.location.pathname);

if (!signedIn && page) {
  // The page's module and the public shell are fetched side by side.
  void Promise.all([import('./app/public-app'), PUBLIC_PAGES[page]()]).then(
    ([{ mountPublic }, { default: Component }]) => mountPublic(root, { page, Component }),
  );
} else {
  void import('./app/app-main').then(({ mountApp }) => mountApp(root));
}
