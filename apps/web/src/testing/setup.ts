import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { endSession } from '../lib/session-store';

/**
 * How long a component test waits for what a person would wait for (a row, a message). One value
 * for every test, generous because a first render (every module imported and transformed) under
 * the API tests' load on the other core can take more than 10 seconds on a 2-core machine.
 */
configure({ asyncUtilTimeout: 25_000 });

/**
 * The project's files share their worker's modules and page (`isolate: false`: importing the app
 * again for every file was half the project's time). Each file leaves the page as the next one
 * expects to find it: nothing rendered, nobody signed in, Spanish, nothing stored, real timers and
 * no spies.
 */
afterAll(() => {
  cleanup();
  endSession();
  setLocale('es');
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
