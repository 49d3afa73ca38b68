/**
 * Where Login and Register show the identity providers' buttons, above their form. Their module is
 * fetched only when the API lists a configured provider, or when the browser is back from a
 * provider (`?state=` in the address): without providers, the public pages never load it.
 *
 * The pages wait for them before their first render (app/public-paths.ts awaits
 * `prepareExternalSignIn` beside the page's module): buttons that arrived after the form pushed it
 * down, so a click aimed at "Iniciar sesión" could land on the field above it.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { loadProviders } from './account.api';

/**
 * How long a page waits for the list. An API that does not answer by then does not keep Login
 * away: the page shows without the buttons, and they come in when it answers.
 */
const PATIENCE_MS = 2_000;

const backFromProvider = () => new URLSearchParams(window.location.search).has('state');

/** The buttons' component once its module is here. */
let buttons: ComponentType | null = null;

/** The buttons' component when this page shows them (a provider is configured, or it is a return), else null. */
async function loadButtons(): Promise<ComponentType | null> {
  if (!backFromProvider() && (await loadProviders()).length === 0) return null;
  buttons ??= (await import('./external-sign-in')).default;
  return buttons;
}

/** Resolves once the page can show its buttons in place, or after PATIENCE_MS. */
export function prepareExternalSignIn(): Promise<void> {
  return Promise.race([
    loadButtons().then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, PATIENCE_MS)),
  ]);
}

export function ExternalSignIn() {
  // Prepared: the first render has them; otherwise (an API slower than PATIENCE_MS) they come in late.
  const [Buttons, setButtons] = useState<ComponentType | null>(() => buttons);
  useEffect(() => {
    if (Buttons) return;
    let live = true;
    void loadButtons().then((loaded) => live && loaded && setButtons(() => loaded));
    return () => {
      live = false;
    };
  }, [Buttons]);
  return Buttons ? <Buttons /> : null;
}
