/**
 * Component tests talk to the real API. The web test project's global setup (plain Node, where
 * the embedded database runs) serves it on a local port with the demo data; `useRealApi` points
 * the test page's origin at it, so the client's relative `/api` calls reach it as in a browser.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export function useRealApi(): string {
  const url = inject('apiUrl');
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${url}/`);
  return url;
}
