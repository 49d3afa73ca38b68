import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { readSepomexSample, seedSepomexSample } from '../../db/seed/sepomex-seed';
import { readSepomexFile, SEPOMEX_HEADER, SepomexFileError, type SepomexLine } from './sepomex-file';
import { importSepomex } from './sepomex-import';

const NOTICE =
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.';
const HEADER = SEPOMEX_HEADER.join('|');
const SAN_ANGEL =
  '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01';
const OBISPADO =
  '64060|Obispado|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001||09|039|0017|Urbano|04';
const PENON =
  '15520|Peñón de los Baños|Colonia|Venustiano Carranza|Ciudad de México|Ciudad de México|15001|09|15001||09|017|1501|Urbano|01';

/** A file as Correos de México publishes it: Latin-1 bytes, CRLF line ends. */
const officialFile = (lines: string[]) =>
  Buffer.from(`${[NOTICE, HEADER, ...lines].join('\r\n')}\r\n`, 'latin1');

async function readAll(bytes: Buffer, chunkSize = bytes.length): Promise<SepomexLine[]> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const lines: SepomexLine[] = [];
  for await (const line of readSepomexFile(chunks)) lines.push(line);
  return lines;
}

describe('reading the official file', () => {
  it('decodes Latin-1 with its accents intact, even when a character is split across chunks', async () => {
    const bytes = officialFile([SAN_ANGEL, OBISPADO, PENON]);
    expect(bytes.includes(Buffer.from('Álvaro', 'utf8'))).toBe(false);
    for (const chunkSize of [bytes.length, 7, 1]) {
      const lines = await readAll(bytes, chunkSize);
      expect(lines).toEqual([
        {
          line: 3,
          row: {
            postal_code: '01000',
            settlement: 'San Ángel',
            settlement_type: 'Colonia',
            municipality: 'Álvaro Obregón',
            state: 'Ciudad de México',
            city: 'Ciudad de México',
            zone: 'Urbano',
            state_code: '09',
            municipality_code: '010',
            settlement_code: '0001',
          },
        },
        { line: 4, row: expect.objectContaining({ settlement: 'Obispado', state: 'Nuevo León' }) },
        {
          line: 5,
          row: expect.objectContaining({ settlement: 'Peñón de los Baños', settlement_code: '1501' }),
        },
      ]);
    }
  });

  it('reads a copy re-saved as UTF-8 without garbling it', async () => {
    const utf8 = Buffer.from(`${[NOTICE, HEADER, SAN_ANGEL].join('\n')}\n`, 'utf8');
    const [first] = await readAll(utf8);
    expect(first).toMatchObject({ row: { settlement: 'San Ángel', municipality: 'Álvaro Obregón' } });
  });

  it('reports each malformed line with its number and reason, and keeps reading', async () => {
    const lines = await readAll(
      officialFile([
        SAN_ANGEL,
        '0100|Sin dígitos|Colonia|Álvaro Obregón|Ciudad de México||01001|09|01001||09|010|0002|Urbano|01',
        'una línea cualquiera',
        '',
        '01000||Colonia|Álvaro Obregón|Ciudad de México||01001|09|01001||09|010|0003|Urbano|01',
        '01000|Tlacopac|Colonia|Álvaro Obregón|Ciudad de México||01001|9|01001||09|010|0004|Urbano|01',
        OBISPADO,
      ]),
    );
    expect(
      lines.map((entry) => ('problem' in entry ? [entry.line, entry.problem] : [entry.line, 'ok'])),
    ).toEqual([
      [3, 'ok'],
      [4, 'd_codigo must be 5 digits, found "0100"'],
      [5, 'expected 15 fields separated by "|", found 1'],
      [7, 'd_asenta is empty'],
      [8, 'c_estado must be 2 digits, found "9"'],
      [9, 'ok'],
    ]);
  });

  it('refuses a file whose first lines are not the notice and the header', async () => {
    const withoutNotice = Buffer.from(`${HEADER}\r\n${SAN_ANGEL}\r\n`, 'latin1');
    await expect(readAll(withoutNotice)).rejects.toThrow(/Line 1 is not the notice/);
    const otherHeader = Buffer.from(`${NOTICE}\r\n${HEADER.replace('D_mnpio', 'municipio')}\r\n`, 'latin1');
    await expect(readAll(otherHeader)).rejects.toThrow(/column 4 is "municipio" instead of "D_mnpio"/);
    await expect(readAll(Buffer.alloc(0))).rejects.toBeInstanceOf(SepomexFileError);
  });

  it('ships a sample in the official format: Latin-1, CRLF, notice and header', async () => {
    const { sepomexSamplePath } = await import('../../db/seed/sepomex-seed');
    const bytes = fs.readFileSync(sepomexSamplePath());
    expect(bytes.toString('latin1').startsWith(NOTICE)).toBe(true);
    expect(bytes.toString('latin1').split('\r\n')[1]).toBe(HEADER);
    expect(bytes.includes(Buffer.from('México', 'latin1'))).toBe(true);
    const rows = await readSepomexSample();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.state_code)).size).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.postal_code === '11560').map((row) => row.settlement)).toContain(
      'Polanco V Sección',
    );
  });
});

describe('importing into the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`delete from sepomex`);
  });

  const stored = () =>
    queryRows<{ postal_code: string; settlement: string; municipality: string; state: string }>(
      database.db,
      sql`select postal_code, settlement, municipality, state from sepomex order by postal_code, settlement`,
    );

  it('inserts, then a second run of the same file changes nothing, then a renamed settlement is updated', async () => {
    const file = officialFile([SAN_ANGEL, OBISPADO, PENON, 'roto']);
    const first = await importSepomex(database.db, [file], { batchSize: 2 });
    expect(first).toEqual({
      read: 4,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      skipped: [{ line: 6, problem: 'expected 15 fields separated by "|", found 1' }],
    });
    const before = await stored();
    expect(before).toEqual([
      {
        postal_code: '01000',
        settlement: 'San Ángel',
        municipality: 'Álvaro Obregón',
        state: 'Ciudad de México',
      },
      {
        postal_code: '15520',
        settlement: 'Peñón de los Baños',
        municipality: 'Venustiano Carranza',
        state: 'Ciudad de México',
      },
      { postal_code: '64060', settlement: 'Obispado', municipality: 'Monterrey', state: 'Nuevo León' },
    ]);
    const ids = await queryRows<{ id: number }>(database.db, sql`select id from sepomex order by id`);

    const again = await importSepomex(database.db, [file]);
    expect(again).toMatchObject({ read: 4, inserted: 0, updated: 0, unchanged: 3 });
    expect(await stored()).toEqual(before);

    const renamed = officialFile([SAN_ANGEL.replace('San Ángel', 'San Ángel Inn'), OBISPADO, PENON]);
    expect(await importSepomex(database.db, [renamed])).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 2,
    });
    expect((await stored())[0]).toMatchObject({ settlement: 'San Ángel Inn' });
    // Updated in place: agencies pointing at a settlement keep pointing at it.
    expect(await queryRows<{ id: number }>(database.db, sql`select id from sepomex order by id`)).toEqual(
      ids,
    );
  });

  it('skips a repeated settlement and says which line it repeats', async () => {
    const summary = await importSepomex(database.db, [officialFile([SAN_ANGEL, OBISPADO, SAN_ANGEL])]);
    expect(summary.inserted).toBe(2);
    expect(summary.skipped).toEqual([
      {
        line: 5,
        problem: 'repeats the settlement of line 3 (same c_estado, c_mnpio, id_asenta_cpcons and d_codigo)',
      },
    ]);
  });

  it('streams a file from disk and reports progress after each batch', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-sepomex-'));
    const file = path.join(dir, 'CPdescarga.txt');
    const rows = Array.from({ length: 25 }, (_, i) =>
      SAN_ANGEL.replace('San Ángel', `Colonia ${i}`).replace(
        '|0001|',
        `|${String(100 + i).padStart(4, '0')}|`,
      ),
    );
    fs.writeFileSync(file, officialFile(rows));
    const progress: number[] = [];
    try {
      const summary = await importSepomex(database.db, fs.createReadStream(file, { highWaterMark: 64 }), {
        batchSize: 10,
        onProgress: (sofar) => progress.push(sofar.inserted),
      });
      expect(summary).toMatchObject({ read: 25, inserted: 25, skipped: [] });
      expect(progress).toEqual([10, 20, 25]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds the sample idempotently', async () => {
    await database.db.transaction((tx) => seedSepomexSample(tx));
    const count = async () =>
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from sepomex`))[0]!.n;
    const first = await count();
    expect(first).toBe((await readSepomexSample()).length);
    await database.db.transaction((tx) => seedSepomexSample(tx));
    expect(await count()).toBe(first);
  });
});
