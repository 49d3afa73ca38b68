import { type Readable, Writable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../../test/export-readers';
import { buildBody, buildBrand, buildModel } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { modelSource } from '../modules/catalogs/models.repository';
import {
  csvStream,
  type ExportColumn,
  exportFilename,
  exportRows,
  neutralise,
  wallTime,
  xlsxStream,
} from './export';
import { type ListSource, runList } from './list-query';

interface Item {
  id: number;
  name: string | null;
  active: boolean;
  price: number | null;
  at: Date;
}

const columns: ExportColumn<Item>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name },
  { header: { es: 'Activo', en: 'Active' }, value: (row) => row.active },
  { header: { es: 'Precio', en: 'Price' }, value: (row) => row.price },
  { header: { es: 'Fecha', en: 'Date' }, value: (row) => row.at },
];

const at = new Date('2026-11-21T14:35:22.987Z');
const items: Item[] = [
  { id: 1, name: 'Citroën C3, "Aircross"', active: true, price: 389_900.5, at },
  { id: 2, name: 'Línea 1\r\nlínea 2', active: false, price: null, at },
  { id: 3, name: '=HYPERLINK("http://evil.example","clic")', active: true, price: 0, at },
  { id: 4, name: '+52 55 1234', active: true, price: -1, at },
  { id: 5, name: null, active: true, price: 1, at },
];

async function* chunksOf<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

describe('cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+52', '-5', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
    for (const text of ['Audi', '', ' =1', '5-3', 'a@b.mx']) expect(neutralise(text)).toBe(text);
  });

  it('shows dates in Mexico City, daylight saving time included, and dates file names there', () => {
    expect(wallTime(new Date('2026-11-21T14:35:22.987Z'))).toBe('2026-11-21 08:35:22');
    expect(wallTime(new Date('2020-07-01T12:00:00Z'))).toBe('2020-07-01 07:00:00');
    expect(wallTime(new Date('2020-01-01T12:00:00Z'))).toBe('2020-01-01 06:00:00');
    expect(exportFilename('marcas', 'xlsx', new Date('2026-11-22T03:00:00Z'))).toBe('marcas-2026-11-21.xlsx');
    expect(exportFilename('brands', 'csv', new Date('2026-11-22T07:00:00Z'))).toBe('brands-2026-11-22.csv');
  });
});

describe('CSV', () => {
  it('writes an empty list as just the header line', async () => {
    const text = (await collect(csvStream(chunksOf<Item>([]), columns, 'es'))).toString('utf8');
    expect(text).toBe('\uFEFFID,Nombre,Activo,Precio,Fecha\r\n');
  });

  it('writes UTF-8 with a BOM, CRLF lines, RFC 4180 quoting and translated headers and booleans', async () => {
    const bytes = await collect(csvStream(chunksOf(items), columns, 'es'));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe('ID,Nombre,Activo,Precio,Fecha');
    expect(text.split('\r\n')[1]).toBe('1,"Citroën C3, ""Aircross""",Sí,389900.5,2026-11-21 08:35:22');
    expect(readCsv(text)).toEqual([
      ['ID', 'Nombre', 'Activo', 'Precio', 'Fecha'],
      ['1', 'Citroën C3, "Aircross"', 'Sí', '389900.5', '2026-11-21 08:35:22'],
      ['2', 'Línea 1\r\nlínea 2', 'No', '', '2026-11-21 08:35:22'],
      ['3', `'=HYPERLINK("http://evil.example","clic")`, 'Sí', '0', '2026-11-21 08:35:22'],
      ['4', `'+52 55 1234`, 'Sí', '-1', '2026-11-21 08:35:22'],
      ['5', '', 'Sí', '1', '2026-11-21 08:35:22'],
    ]);
    const english = (await collect(csvStream(chunksOf(items), columns, 'en'))).toString('utf8');
    expect(english.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFID,Name,Active,Price,Date',
      '1,"Citroën C3, ""Aircross""",Yes,389900.5,2026-11-21 08:35:22',
    ]);
  });
});

describe('XLSX', () => {
  it('writes a workbook exceljs reads back: headers, numbers, dates in Mexico City, neutralised text', async () => {
    const rows = await readXlsx(await collect(xlsxStream(chunksOf(items), columns, 'es', 'Marcas')));
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Activo', 'Precio', 'Fecha']);
    expect(rows[1]).toEqual([1, 'Citroën C3, "Aircross"', 'Sí', 389_900.5, new Date('2026-11-21T08:35:22Z')]);
    // XML reads a CR LF inside text back as LF.
    expect(rows[2]).toEqual([2, 'Línea 1\nlínea 2', 'No', undefined, new Date('2026-11-21T08:35:22Z')]);
    expect(rows[3]![1]).toBe(`'=HYPERLINK("http://evil.example","clic")`);
    expect(rows[4]!.slice(0, 4)).toEqual([4, `'+52 55 1234`, 'Sí', -1]);
    expect(rows).toHaveLength(items.length + 1);
  });

  it('writes an empty list as just the headers', async () => {
    const rows = await readXlsx(await collect(xlsxStream(chunksOf<Item>([]), columns, 'en', 'Brands')));
    expect(rows).toEqual([['ID', 'Name', 'Active', 'Price', 'Date']]);
  });
});

describe('backpressure: nothing is read faster than the client downloads', () => {
  /** The slow client's list: 60 chunks of 1,000 rows, about 15 MB of sheet XML. */
  const CHUNKS = 60;
  /** How far reading may run ahead of a slow client, in chunks: the sheet's and the zip's buffers. */
  const AHEAD_MAX = 12;

  /** An endless list that counts what was read, and notices when reading stops for good. */
  function endless() {
    const state = { chunks: 0, closed: false };
    async function* rows(): AsyncGenerator<Item[]> {
      try {
        for (;;) {
          // Like the database reader: each chunk comes on a later turn of the event loop.
          await nextTurn();
          const base = state.chunks * 1000;
          state.chunks += 1;
          yield Array.from({ length: 1000 }, (_, i) => ({
            id: base + i,
            name: `Vehículo de prueba número ${base + i} con un nombre largo`,
            active: i % 2 === 0,
            price: base + i + 0.5,
            at,
          }));
        }
      } finally {
        state.closed = true;
      }
    }
    return { state, rows: rows() };
  }

  for (const format of ['xlsx', 'csv'] as const) {
    it(`${format}: a client that stops reading stops the reading of rows; a client that leaves ends it`, async () => {
      const { state, rows } = endless();
      const stream =
        format === 'xlsx' ? xlsxStream(rows, columns, 'es', 'Prueba') : csvStream(rows, columns, 'es');
      // The client never finishes receiving its first piece.
      const client = new Writable({ highWaterMark: 16 * 1024, write() {} });
      stream.pipe(client);
      let before = -1;
      for (let waited = 0; waited < 5000 && state.chunks !== before; waited += 300) {
        before = state.chunks;
        await sleep(300);
      }
      expect(state.chunks).toBe(before);
      // 1000 rows are ~100 KB of sheet XML: a stalled download holds a few chunks, not the list.
      expect(state.chunks).toBeLessThan(40);
      stream.destroy();
      client.destroy();
      await sleep(100);
      expect(state.closed).toBe(true);
    });
  }

  it('xlsx: a slow client gets every row, and the rows read stay a few chunks ahead of it', async () => {
    const { state, rows } = endless();
    async function* limited(): AsyncGenerator<Item[]> {
      for await (const chunk of rows) {
        yield chunk;
        if (state.chunks >= CHUNKS) return;
      }
    }
    const stream = xlsxStream(limited(), columns, 'es', 'Prueba');
    // At each piece the client takes: the chunks of rows read so far, and the bytes it has.
    const seen: { chunks: number; bytes: number }[] = [];
    let bytes = 0;
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      stream.pipe(
        new Writable({
          highWaterMark: 16 * 1024,
          write(chunk: Buffer, _encoding, callback) {
            bytes += chunk.length;
            seen.push({ chunks: state.chunks, bytes });
            setTimeout(callback, 1);
          },
          final(callback) {
            resolve();
            callback();
          },
        }),
      );
    });
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(state.closed).toBe(true);
    // What waits in memory is what was read and not yet sent: in chunks of 1,000 rows, the rows
    // read less what the client's bytes hold. Measured as the export's own backlog, not as the
    // process's heap, which counts garbage not yet collected (and, in a worker shared with other
    // files, theirs too); the export's memory figures are in the benchmarks.
    const bytesPerChunk = bytes / CHUNKS;
    const ahead = Math.max(...seen.map((at) => at.chunks - at.bytes / bytesPerChunk));
    expect(ahead).toBeLessThan(AHEAD_MAX);
  });
});

describe('keyset reading from the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const sedan = await buildBody(db, { name: 'Sedán' });
    const suv = await buildBody(db, { name: 'SUV' });
    const brands = [await buildBrand(db, { name: 'Ñandú' }), await buildBrand(db, { name: 'Audi' })];
    for (let i = 0; i < 53; i += 1) {
      await buildModel(db, {
        brand_id: brands[i % 2]!.id,
        // The same names in both brands, some bodies missing: ties and nulls for the keyset.
        name: `Modelo ${Math.floor(i / 2)}${Math.floor(i / 2) % 3 === 0 ? ' Único' : ''}`,
        body_id: i % 3 === 0 ? null : i % 3 === 1 ? sedan.id : suv.id,
      });
    }
    // Timestamps a microsecond apart: a key that lost its microseconds would repeat or skip rows.
    await db.execute(sql`update catalog_models set created_at = '2026-01-01 00:00:00'::timestamptz
      + (id % 4) * interval '1 microsecond'`);
  });
  afterAll(() => database.close());

  async function everything(source: ListSource, sort: string | undefined, search?: string) {
    const list = await runList<{ id: number }>(database.db, source, { page: 1, limit: 10_000, sort, search });
    return list.data.map((row) => row.id);
  }

  async function exported(source: ListSource, sort: string | undefined, search?: string) {
    const ids: number[] = [];
    for await (const rows of exportRows<{ id: number }>(database.db, source, { sort, search }, 7)) {
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }

  const sorts = [
    undefined,
    'name|asc',
    'name|desc',
    'brand_name|asc',
    'body_name|asc',
    'body_name|desc',
    'versions_count|desc',
    'created_at|asc',
    'created_at|desc',
    'unknown|asc',
  ];

  it.each(sorts)('reads every row once, in the list’s order (sort %s)', async (sort) => {
    const source = modelSource();
    const expected = await everything(source, sort);
    expect(expected).toHaveLength(53);
    expect(await exported(source, sort)).toEqual(expected);
  });

  it('applies the list’s filters and search', async () => {
    const source = modelSource({ body_id: undefined, active: true });
    const expected = await everything(source, 'body_name|desc', 'ÑANDU');
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.length).toBeLessThan(53);
    expect(await exported(source, 'body_name|desc', 'ÑANDU')).toEqual(expected);
  });

  it('reads a grouped list, comparing aggregates in HAVING', async () => {
    const source: ListSource = {
      select: sql`b.id, count(m.id)::int as models`,
      from: sql`catalog_brands b left join catalog_models m on m.brand_id = b.id`,
      groupBy: sql`b.id`,
      sortable: { models: sql`count(m.id)`, id: sql`b.id` },
      defaultSort: { field: 'models', direction: 'desc' },
      tiebreaker: sql`b.id`,
    };
    await buildBrand(database.db, { name: 'Sin modelos' });
    for (const sort of ['models|asc', 'models|desc']) {
      const expected = await everything(source, sort);
      expect(expected).toHaveLength(3);
      const ids: number[] = [];
      for await (const rows of exportRows<{ id: number }>(database.db, source, { sort }, 1)) {
        ids.push(...rows.map((row) => row.id));
      }
      expect(ids).toEqual(expected);
    }
  });

  it('streams database rows into a file with the same count as the list', async () => {
    const source = modelSource();
    const rows = exportRows<{ id: number; name: string }>(database.db, source, { sort: 'name|asc' }, 10);
    const file = await collect(
      csvStream(rows, [{ header: { es: 'ID', en: 'ID' }, value: (row) => row.id }], 'es'),
    );
    expect(readCsv(file.toString('utf8').slice(1))).toHaveLength(54);
  });
});
