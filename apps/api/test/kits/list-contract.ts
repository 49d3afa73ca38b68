/**
 * The list contract, driven by a definition: `listContract(brandResource, { app, create })`
 * registers the tests every list owes (spec §9): paging, page sizes, the sort whitelist both
 * ways, search taken literally, the filters, uncapped small totals — and its export
 * (list-contract-export.ts). The contract makes its own rows: seven, sharing a random token in
 * their first search field (every call searches it) or under a new parent, so the file's other
 * rows stay out of it. Capped totals (over COUNT_CAP rows) are not built here.
 */
import { booleanFilter, idFilter, type ListMeta } from '@vitrina/shared';
import { beforeAll, describe, expect } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../build-test-app';
import { as, type Query } from './client';
import { exportContract } from './list-contract-export';
import { filtersContract } from './list-contract-filters';
import { pagesContract } from './list-contract-pages';
import type { AnyResource, Params, ResourceClient } from './resource-client';
import type { Who } from './sessions';

export interface ListContractOptions {
  /** The file's test app (built in its beforeAll). */
  app: () => TestApp;
  /**
   * Makes row `i` (0–6). With search fields, `text` goes into the first one, as is. Vary the
   * filtered columns with `i` (`active: i % 3 !== 2`, a parent on every other row) so each filter narrows.
   */
  create: (t: TestApp, row: { i: number; text: string; params: Params }) => Promise<unknown>;
  /** A nested resource's parents (`{ model_id }`), made once; a new parent holds only the contract's rows. */
  parent?: (t: TestApp) => Promise<Params>;
  /** Who reads: `admin` unless told. */
  who?: Who;
  /** The export's file name and header row per language (both checked when given). */
  exported?: {
    file: { es: string; en: string };
    headers?: { es: readonly string[]; en: readonly string[] };
    /** Whether a row has a date cell: by default, when the list row has `created_at`. */
    dated?: boolean;
  };
  /** Sort fields whose answer value is not what they sort by: their order is not judged. */
  unordered?: readonly string[];
}

export type Item = Record<string, unknown> & { id: number };
export interface Listed {
  data: Item[];
  meta: ListMeta;
}

/** What the contract's tests share once its rows exist. */
export interface ContractState {
  t: TestApp;
  token: string;
  count: number;
  /** The query every call carries: the token's search, when the resource searches. */
  base: Query;
  es: ResourceClient<AnyResource>;
  en: ResourceClient<AnyResource>;
  list(query?: Query): Promise<Listed>;
}

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** The rows' texts: plain ones, `%` and `_` to be found literally, and a formula the export neutralises. */
export const contractTexts = (token: string) => [
  `${token} a`,
  `${token} b`,
  `${token} c`,
  `${token} d`,
  `${token}%e`,
  `${token}_f`,
  `=${token} g`,
];

/** What the contract reads from a definition. */
export interface ContractPlan {
  booleans: string[];
  ids: string[];
  /** The list row's fields. */
  keys: string[];
  /** Names a sort must refuse: not in the whitelist. */
  outside: string[];
}

export function listContract(def: AnyResource, options: ListContractOptions): void {
  const filters = Object.entries(def.filters ?? {});
  const item = def.schemas.item;
  const keys = item instanceof z.ZodObject ? Object.keys(item.shape) : [];
  const plan: ContractPlan = {
    booleans: filters.filter(([, schema]) => schema === booleanFilter).map(([key]) => key),
    ids: filters.filter(([, schema]) => schema === idFilter).map(([key]) => key),
    keys,
    outside: [...new Set(['password', 'name', ...keys])].filter((key) => !def.sortable.includes(key)),
  };
  const s = {} as ContractState;

  describe(`${def.name}: list contract`, () => {
    beforeAll(async () => {
      s.t = options.app();
      const params = options.parent ? await options.parent(s.t) : {};
      s.token = `k${letters(9)}`;
      const texts = contractTexts(s.token);
      for (const [i, text] of texts.entries()) await options.create(s.t, { i, text, params });
      s.count = texts.length;
      s.base = def.search.length > 0 ? { search: s.token } : {};
      s.es = as(s.t, options.who ?? 'admin').on(def, params);
      s.en = as(s.t, options.who ?? 'admin').en.on(def, params);
      s.list = async (query = {}) => {
        const answer = await s.es.list({ ...s.base, ...query });
        expect(answer.status, answer.raw.body).toBe(200);
        return answer.body as Listed;
      };
    });

    pagesContract(def, s, plan, options);
    filtersContract(def, s, plan, options);
    exportContract(def, s, options, plan);
  });
}
