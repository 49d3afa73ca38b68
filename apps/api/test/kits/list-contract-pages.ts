/** The list contract's paging, page sizes, query validation and sort whitelist (list-contract.ts). */
import { expect, it } from 'vitest';
import type { ContractPlan, ContractState, Item, ListContractOptions } from './list-contract';
import { expectOrdered } from './list-order';
import type { AnyResource } from './resource-client';

export function pagesContract(
  def: AnyResource,
  s: ContractState,
  plan: ContractPlan,
  options: ListContractOptions,
): void {
  it('pages without overlaps, empty past the end, with an exact uncapped total', async () => {
    const all = await s.list({ limit: 100 });
    expect(all.meta).toEqual({ total: s.count, page: 1, limit: 100, total_capped: false });
    const pages = [...(await s.list({ limit: 2 })).data, ...(await s.list({ limit: 2, page: 2 })).data];
    expect(pages.map((row) => row.id)).toEqual(all.data.slice(0, 4).map((row) => row.id));
    const past = await s.list({ page: 9, limit: 25 });
    expect(past).toEqual({ data: [], meta: { total: s.count, page: 9, limit: 25, total_capped: false } });
    const { field, direction } = def.defaultSort ?? { field: def.sortable[0], direction: 'asc' };
    const sorted = await s.list({ limit: 100, sort: `${field}|${direction}` });
    expect(
      all.data.map((row) => row.id),
      'the default sort',
    ).toEqual(sorted.data.map((row) => row.id));
  });

  it.each([25, 50, 100])('takes %i rows a page', async (limit) => {
    const page = await s.list({ limit });
    expect(page.meta).toMatchObject({ limit, total: s.count });
    expect(page.data).toHaveLength(s.count);
  });

  it('refuses bad pages, sizes and sorts, and filter values, on the field', async () => {
    const cases: [string, string, string][] = [
      ['sort', 'password|asc', 'No se puede ordenar por ese campo.'],
      ['sort', def.sortable[0], 'El orden debe tener la forma campo|asc o campo|desc.'],
      ['sort', `${def.sortable[0]}|sideways`, 'El orden debe tener la forma campo|asc o campo|desc.'],
      ['limit', '0', 'Debe ser mayor o igual a 1.'],
      ['limit', '101', 'Debe ser menor o igual a 100.'],
      ['limit', 'abc', 'El valor no es válido.'],
      ['page', '0', 'Debe ser mayor o igual a 1.'],
      ['after', 'abc', 'El valor no es válido.'],
      ['after', '0', 'Debe ser mayor que 0.'],
      ...plan.booleans.map((key): [string, string, string] => [
        key,
        'maybe',
        'Selecciona una opción válida.',
      ]),
      ...plan.ids.map((key): [string, string, string] => [key, 'abc', 'El valor no es válido.']),
      ...plan.ids.map((key): [string, string, string] => [key, '-1', 'Debe ser mayor que 0.']),
    ];
    for (const [key, value, message] of cases) {
      const answer = await s.es.list({ ...s.base, [key]: value });
      expect(answer.status, `${key}=${value}`).toBe(422);
      expect(answer.problem.errors?.[key], `${key}=${value}`).toEqual([message]);
    }
    const english = await s.en.list({ sort: 'password|asc' });
    expect(english.problem.errors).toEqual({ sort: ['The list cannot be sorted by that field.'] });
  });

  it.each(def.sortable.flatMap((field: string) => [`${field}|asc`, `${field}|desc`]))(
    'sorts by %s, ties by id, and its pages make the whole list',
    async (sort) => {
      const [field = '', direction] = sort.split('|') as [string, 'asc' | 'desc'];
      const all = await s.list({ sort, limit: 100 });
      expect(all.data).toHaveLength(s.count);
      if (plan.keys.includes(field) && !options.unordered?.includes(field))
        expectOrdered(all.data, field, direction);
      const paged: Item[] = [];
      for (let page = 1; paged.length < s.count && page <= s.count; page += 1) {
        paged.push(...(await s.list({ sort, limit: 2, page })).data);
      }
      expect(paged.map((row) => row.id)).toEqual(all.data.map((row) => row.id));
      // "Next" reads after the page before's last row (keyset): the same rows, whatever the nulls.
      const walked: Item[] = [];
      let after: number | undefined;
      for (let page = 1; page <= s.count; page += 1) {
        const answer = await s.list({ sort, limit: 2, page, ...(after === undefined ? {} : { after }) });
        walked.push(...answer.data);
        after = answer.meta.next_after;
        expect(after, 'a full page names the next one').toBe(
          answer.data.length === 2 ? answer.data[1]!.id : undefined,
        );
        if (after === undefined) break;
      }
      expect(walked.map((row) => row.id)).toEqual(all.data.map((row) => row.id));
    },
  );

  it('reads by offset when `after` is not one of the list’s rows', async () => {
    const all = await s.list({ limit: 100 });
    const second = await s.list({ limit: 2, page: 2 });
    // The largest id of any table's sequence is far from the contract's rows.
    const outside = await s.list({ limit: 2, page: 2, after: 2_000_000_000 });
    expect(outside.data.map((row) => row.id)).toEqual(second.data.map((row) => row.id));
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
  });

  it(`refuses to sort by a field outside the whitelist (${plan.outside.join(', ')})`, async () => {
    for (const field of plan.outside) {
      const answer = await s.es.list({ ...s.base, sort: `${field}|asc` });
      expect(answer.status, field).toBe(422);
      expect(answer.problem.errors, field).toEqual({ sort: ['No se puede ordenar por ese campo.'] });
    }
  });
}
