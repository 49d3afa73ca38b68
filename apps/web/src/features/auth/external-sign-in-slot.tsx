/**
 * Where Login and Register show the identity providers' buttons. Their module is fetched only
 * when the API lists a configured provider (asked as the page opens), or when the browser is back
 * from a provider (`?state=` in the address): without providers, the public pages never load it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadProviders } from './account.api';

const Buttons = lazy(() => import('./external-sign-in'));

const backFromProvider = () => new URLSearchParams(window.location.search).has('state');

export function ExternalSignIn() {
  const [wanted, setWanted] = useState(backFromProvider);
  useEffect(() => {
    let live = true;
    void loadProviders().then((list) => live && list.length > 0 && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Buttons />
    </Suspense>
  ) : null;
}
