/**
 * Component tests talk to the real API. The web test project's global setup (plain Node, where
 * the embedded database runs) serves one per worker on a local port with the demo data;
 * `useRealApi` points the test page's origin at the one of this file's worker (VITEST_POOL_ID,
 * 1 to the number of workers, never the same for two files running at once), so the client's
 * relative `/api` calls reach it as in a browser.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrls: string[];
  }
}

export function useRealApi(): string {
  const urls = inject('apiUrls');
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${url}/`);
  return url;
}
