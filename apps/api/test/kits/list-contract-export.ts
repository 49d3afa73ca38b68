/**
 * The export half of the list contract: `/export?format=xlsx|csv` answers the rows the list
 * shows for the same filters, search and sort (every row, whatever the page), as a dated
 * attachment in the request's language, never cached, with formulas neutralised.
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { exportRows } from '../export-readers';
import type { Answer, Query } from './client';
import type { ContractPlan, ContractState, ListContractOptions } from './list-contract';
import type { AnyResource } from './resource-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `attachment; filename="…"; filename*=UTF-8''…`, the name dated today's way. */
function expectFile(answer: Answer<unknown>, name: string | undefined, extension: string): void {
  const disposition = String(answer.headers['content-disposition']);
  const dated = `${name === undefined ? '[^"]+' : escapeRegExp(name)}-\\d{4}-\\d{2}-\\d{2}\\.${extension}`;
  expect(disposition).toMatch(/^attachment; filename="/);
  expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '')).toMatch(
    new RegExp(`^${dated}$`),
  );
  if (name === undefined || /^[a-z0-9-]+$/i.test(name)) {
    expect(disposition).toMatch(new RegExp(`^attachment; filename="${dated}"`));
  }
}

export function exportContract(
  def: AnyResource,
  s: ContractState,
  options: ListContractOptions,
  filters: Pick<ContractPlan, 'booleans' | 'ids'>,
): void {
  const item = def.schemas.item;
  const dated = options.exported?.dated ?? (item instanceof z.ZodObject && 'created_at' in item.shape);

  it('exports the rows the list shows, in its order, whatever the page (XLSX and CSV)', async () => {
    const [first, last] = [def.sortable[0], def.sortable.at(-1)];
    const all = (await s.list({ limit: 100 })).data;
    const queries: Query[] = [
      { sort: `${first}|asc` },
      { sort: `${last}|desc` },
      ...filters.booleans.map((key) => ({ [key]: 'false', sort: `${first}|desc` })),
      ...filters.ids.flatMap((key) => {
        const value = all.find((row) => row[key] != null)?.[key];
        return value === undefined ? [] : [{ [key]: String(value) }];
      }),
    ];
    for (const query of queries) {
      const listed = await s.list({ ...query, limit: 100 });
      for (const format of ['xlsx', 'csv']) {
        const answer = await s.es.export({ ...s.base, ...query, format, page: 3, limit: 25 });
        expect(answer.status, answer.raw.body).toBe(200);
        const rows = await exportRows(answer.raw);
        const label = `${format} ${JSON.stringify(query)}`;
        expect(rows, label).toHaveLength(listed.meta.total + 1);
        expect(
          rows.slice(1).map((row) => Number(row[0])),
          label,
        ).toEqual(listed.data.map((row) => row.id));
      }
    }
  });

  it('answers a dated XLSX in Spanish and a CSV with a BOM in English, never cached', async () => {
    const xlsx = await s.es.export(s.base);
    expect(xlsx.status, xlsx.raw.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expectFile(xlsx, options.exported?.file.es, 'xlsx');
    const sheet = await exportRows(xlsx.raw);
    if (options.exported?.headers) expect(sheet[0]).toEqual(options.exported.headers.es);
    if (dated) expect(sheet[1]!.some((cell) => cell instanceof Date)).toBe(true);

    const csv = await s.en.export({ ...s.base, format: 'csv' });
    expect(csv.status, csv.raw.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expectFile(csv, options.exported?.file.en, 'csv');
    const lines = await exportRows(csv.raw);
    if (options.exported?.headers) expect(lines[0]).toEqual(options.exported.headers.en);
    if (dated)
      expect(lines[1]!.some((cell) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(cell)))).toBe(true);

    if (def.search.length > 0) {
      // The row whose text starts with "=" is a formula to a spreadsheet: it is exported quoted.
      for (const rows of [sheet, lines]) {
        expect(rows.flat()).toContain(`'=${s.token} g`);
        expect(rows.flat()).not.toContain(`=${s.token} g`);
      }
    }
  });

  it('validates the export query like the list', async () => {
    const pdf = await s.es.export({ ...s.base, format: 'pdf' });
    expect(pdf.status).toBe(422);
    expect(pdf.problem.errors).toEqual({ format: ['Selecciona una opción válida.'] });
    const sort = await s.es.export({ ...s.base, sort: 'password|asc' });
    expect(sort.status).toBe(422);
    expect(sort.problem.errors).toEqual({ sort: ['No se puede ordenar por ese campo.'] });
    for (const key of filters.booleans) {
      const answer = await s.es.export({ ...s.base, [key]: 'maybe' });
      expect(answer.problem.errors?.[key], key).toEqual(['Selecciona una opción válida.']);
    }
  });
}
