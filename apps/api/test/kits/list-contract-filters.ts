/** The list contract's search, filters and missing parents (list-contract.ts). */
import { expect, it } from 'vitest';
import { as } from './client';
import type { ContractPlan, ContractState, ListContractOptions } from './list-contract';
import type { AnyResource } from './resource-client';

export function filtersContract(
  def: AnyResource,
  s: ContractState,
  plan: ContractPlan,
  options: ListContractOptions,
): void {
  if (def.search.length > 0) {
    it('searches ignoring case, and takes % and _ literally', async () => {
      expect((await s.list({ search: s.token.toUpperCase() })).meta.total).toBe(s.count);
      for (const literal of ['%', '_']) {
        const found = await s.list({ search: `${s.token}${literal}` });
        expect(found.meta.total, literal).toBe(1);
        expect(Object.values(found.data[0]!).some((v) => String(v).includes(`${s.token}${literal}`))).toBe(
          true,
        );
      }
    });
  }

  for (const key of plan.booleans) {
    it(`filters by ${key}: true and false split the list`, async () => {
      const all = (await s.list({ limit: 100 })).data;
      for (const value of [true, false]) {
        const found = await s.list({ [key]: String(value), limit: 100 });
        const expected = plan.keys.includes(key) ? all.filter((row) => row[key] === value) : found.data;
        expect(
          found.data.map((row) => row.id),
          `${key}=${value}`,
        ).toEqual(expected.map((row) => row.id));
      }
      const [yes, no] = [await s.list({ [key]: 'true' }), await s.list({ [key]: 'false' })];
      expect(yes.meta.total + no.meta.total).toBe(s.count);
    });
  }

  for (const key of plan.ids) {
    it(`filters by ${key}; an id past int4 matches nothing`, async () => {
      const all = (await s.list({ limit: 100 })).data;
      const value = all.find((row) => row[key] != null)?.[key];
      if (value !== undefined) {
        const narrowed = await s.list({ [key]: String(value), limit: 100 });
        expect(narrowed.data.map((row) => row.id)).toEqual(
          all.filter((row) => row[key] === value).map((row) => row.id),
        );
      }
      expect((await s.list({ [key]: '99999999999' })).meta.total).toBe(0);
    });
  }

  if (/:[a-z_]+/.test(def.api)) {
    it('answers 404 under a parent that does not exist', async () => {
      const unknown = Object.fromEntries(
        [...def.api.matchAll(/:([a-z_]+)/g)].map(([, name]) => [name, 987654]),
      );
      const missing = as(s.t, options.who ?? 'admin').on(def, unknown);
      expect((await missing.list()).status).toBe(404);
      expect((await missing.export({ format: 'csv' })).status).toBe(404);
    });
  }
}
