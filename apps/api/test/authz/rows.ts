import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-test-app';
import { PRINCIPALS, type PrincipalName, type World } from '../principals';

/** The status each principal gets from one request. */
export type Expectation = Record<PrincipalName, number>;

export interface Row {
  /** `METHOD /route/:pattern` exactly as registered. */
  route: string;
  title: string;
  request: (world: World, who: PrincipalName) => InjectOptions;
  expect: Expectation;
  /**
   * The named rules of the route's declaration (plugins/access.ts `AccessRule`) whose refusal
   * this row shows: every rule a route declares is named by one of its rows.
   */
  rules?: string[];
}

/** A module's rows, with the objects they need created once before they run. */
export interface RowSet {
  name: string;
  setup?: (t: TestApp, world: World) => Promise<void>;
  rows: Row[];
}

export const all = (status: number): Expectation =>
  Object.fromEntries(PRINCIPALS.map((name) => [name, status])) as Expectation;

export const signedIn = (status: number): Expectation => ({ ...all(status), disabled: 401, anonymous: 401 });

/**
 * Platform routes that dealerships' users read (pickers, lookups): every signed-in user gets
 * `status`, except one whose every dealership is suspended (403, the membership message).
 */
export const dealershipUsers = (status: number): Expectation => ({ ...signedIn(status), suspended: 403 });

/** `allowed` get `ok`; every other signed-in principal 403; disabled and anonymous 401. */
export const onlyFor = (allowed: PrincipalName[], ok: number): Expectation => {
  const expectation = signedIn(403);
  for (const who of allowed) expectation[who] = ok;
  return expectation;
};

/** `rows`, each saying it shows the refusal of the named rules. */
export const showing = (rules: string[], rows: Row[]): Row[] => rows.map((row) => ({ ...row, rules }));
