import { CATALOG_TEMPLATE_PATH, type CatalogUploadAnswer, catalogYearMax, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import {
  blankRowsWorkbook,
  catalogWorkbook,
  deflatedZeros,
  HEADERS,
  PNG,
  UPLOAD,
  uploadRequest,
  workbookEntries,
  zipOf,
} from '../../../test/catalog-upload-fixtures';
import { buildAgency, buildRole, buildUser, setUserRole, tokenFor } from '../../../test/factories';
import { queryRow, queryRows } from '../../db/query';

let t: TestApp;
let admin: string;
let asesor: string;
let gerente: string;
let modelOnly: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.context.database.db;
  const agency = await buildAgency(db);
  admin = await tokenFor(t.context, (await buildUser(db, { role: ROLES.admin })).id);
  asesor = await tokenFor(
    t.context,
    (await buildUser(db, { role: ROLES.advisor, agencyIds: [agency.id] })).id,
  );
  gerente = await tokenFor(
    t.context,
    (await buildUser(db, { role: ROLES.manager, agencyIds: [agency.id] })).id,
  );
  // The model catalog's permission without the brand catalog's: the handler's own check refuses.
  const role = await buildRole(db, ['create model catalog', 'read model catalog']);
  const user = await buildUser(db, { role: ROLES.admin });
  await setUserRole(db, user.id, role.id);
  modelOnly = await tokenFor(t.context, user.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.context.database.db.execute(
    sql`truncate catalog_years, catalog_versions, catalog_models, catalog_brands, catalog_bodies restart identity cascade`,
  );
});

type Step = 'preview' | 'apply';
const send = (step: Step, file: Buffer, token = admin, headers: Record<string, string> = {}) => {
  const request = uploadRequest(`${UPLOAD}/${step}`, file, { headers: { ...bearer(token), ...headers } });
  return t.app.inject(request);
};

async function catalogCounts() {
  const row = await queryRow<Record<string, number>>(
    t.context.database.db,
    sql`select (select count(*)::int from catalog_brands) as brands, (select count(*)::int from catalog_bodies) as bodies,
        (select count(*)::int from catalog_models) as models, (select count(*)::int from catalog_versions) as versions,
        (select count(*)::int from catalog_years) as years`,
  );
  return row!;
}

/** Every catalog row's updated_at, to prove a request wrote nothing. */
const stamps = () =>
  queryRows<{ t: string; id: number; at: string }>(
    t.context.database.db,
    sql`select 'brand' as t, id, updated_at::text as at from catalog_brands
        union all select 'body', id, updated_at::text from catalog_bodies
        union all select 'model', id, updated_at::text from catalog_models
        union all select 'version', id, updated_at::text from catalog_versions
        union all select 'year', id, updated_at::text from catalog_years order by 1, 2`,
  );

const none = { brands: 0, bodies: 0, models: 0, versions: 0, years: 0 };

const template = async () => (await t.app.inject({ method: 'GET', url: CATALOG_TEMPLATE_PATH })).rawPayload;

describe('template', () => {
  it('downloads without signing in: a real workbook with the columns, lists and instructions', async () => {
    const response = await t.app.inject({ method: 'GET', url: CATALOG_TEMPLATE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="BASE_PARA_CARGA_MASIVA_DE_CATALOGO.xlsx"',
    );
    expect(response.headers['cache-control']).toBe('no-cache');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Catalogo', 'Instrucciones']);
    const sheet = workbook.getWorksheet('Catalogo')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Marca',
      'Modelo',
      'Carroceria',
      'Version',
      'Transmision',
      'Combustible',
      'Año',
      'Precio de lista (MXN)',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(10);
    expect(sheet.getCell('A2').value).toBe('Nissan');
    expect(sheet.actualRowCount).toBeGreaterThanOrEqual(4);
    expect(sheet.getCell('E2').dataValidation?.formulae?.[0]).toBe('"Manual,Automática,CVT,Doble embrague"');
    expect(sheet.getCell('F500').dataValidation?.formulae?.[0]).toContain('Híbrido enchufable');
    expect(sheet.getCell('G2').dataValidation?.formulae?.map(Number)).toEqual([1950, catalogYearMax()]);
    const help = workbook.getWorksheet('Instrucciones')!;
    const text = help
      .getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string')
      .join('\n');
    for (const words of ['Transmision', 'Doble embrague', 'Diésel', '20,000', '5 MB', 'fórmulas']) {
      expect(text).toContain(words);
    }
  });

  it('is not swallowed by the web application fallback, HEAD included', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: CATALOG_TEMPLATE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('preview and apply', () => {
  it('previews the template as it comes, applies it, and a second upload changes nothing', async () => {
    const file = await template();
    const preview = json<CatalogUploadAnswer>(await send('preview', file));
    expect(preview.errors).toEqual([]);
    expect(preview.summary).toEqual({
      rows: 5,
      create: { brands: 4, bodies: 3, models: 4, versions: 5, years: 5 },
      update: none,
      unchanged: 0,
      errors: 0,
    });
    expect(preview.rows?.[0]).toEqual({
      row: 2,
      brand: 'Nissan',
      model: 'Versa',
      body: 'Sedán',
      version: 'Advance',
      transmission: 'manual',
      fuel: 'gasoline',
      year: 2025,
      list_price: 331_900,
      action: 'create',
    });
    expect(await catalogCounts()).toEqual(none);

    const applied = await send('apply', file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(json<CatalogUploadAnswer>(applied).summary).toEqual(preview.summary);
    expect(await catalogCounts()).toEqual({ brands: 4, bodies: 3, models: 4, versions: 5, years: 5 });
    const db = t.context.database.db;
    const byd = await queryRow<Record<string, unknown>>(
      db,
      sql`select b.slug, m.name as model, bo.name as body, v.transmission, v.fuel, y.year, y.list_price_cents::text as cents
          from catalog_years y join catalog_versions v on v.id = y.version_id join catalog_models m on m.id = v.model_id
          join catalog_brands b on b.id = m.brand_id join catalog_bodies bo on bo.id = m.body_id where b.name = 'BYD'`,
    );
    expect(byd).toEqual({
      slug: 'byd',
      model: 'Dolphin Mini',
      body: 'Hatchback',
      transmission: 'automatic',
      fuel: 'electric',
      year: 2025,
      cents: '39880050',
    });
    const logged = await queryRow<{ after: { summary: { rows: number } } }>(
      db,
      sql`select after from audit_log where action = 'bulk_upload' and entity = 'catalog'`,
    );
    expect(logged?.after.summary.rows).toBe(5);

    const before = await stamps();
    const again = json<CatalogUploadAnswer>(await send('preview', file));
    expect(again.summary).toEqual({ rows: 5, create: none, update: none, unchanged: 5, errors: 0 });
    expect(again.rows?.every((row) => row.action === 'unchanged')).toBe(true);
    const reapplied = await send('apply', file);
    expect(reapplied.statusCode).toBe(200);
    expect(json<CatalogUploadAnswer>(reapplied).summary.unchanged).toBe(5);
    expect(await stamps()).toEqual(before);
  });

  it('matches names ignoring case, accents and spaces; a new price, transmission or body updates', async () => {
    await send(
      'apply',
      await catalogWorkbook([
        ['Nissan', 'Versa', 'Sedán', 'Advance', 'Manual', 'Gasolina', 2024, 320_000],
        ['Nissan', 'Versa', 'Sedán', 'Advance', 'Manual', 'Gasolina', 2025, 331_900],
        ['Nissan', 'Kicks', 'SUV', 'Sense', 'CVT', 'Gasolina', 2025, 420_000],
      ]),
    );
    const before = await stamps();
    const file = await catalogWorkbook([
      ['  NISSAN ', 'versa', 'sedan', 'ADVANCE', 'manual', 'GASOLINE', 2024, 320_000],
      ['nissan', 'Versa', 'SEDÁN', 'advance', 'Estándar', 'gasolina', '2025', '$335,900.00'],
      ['Nissan', 'Kicks', 'Crossover', 'Sense', 'Automática', 'Gasolina', 2025, 420_000],
      ['Nissan', 'Kicks', 'Crossover', 'Exclusive', 'automatic', 'Gasolina', 2025, 480_000],
    ]);
    const preview = json<CatalogUploadAnswer>(await send('preview', file));
    expect(preview.errors).toEqual([]);
    expect(preview.summary).toEqual({
      rows: 4,
      create: { ...none, bodies: 1, versions: 1, years: 1 },
      update: { ...none, models: 1, versions: 1, years: 1 },
      unchanged: 1,
      errors: 0,
    });
    expect(preview.rows?.map((row) => row.action)).toEqual(['unchanged', 'update', 'update', 'create']);
    expect(await stamps()).toEqual(before);

    expect((await send('apply', file)).statusCode).toBe(200);
    const db = t.context.database.db;
    const kicks = await queryRow<{ body: string; transmission: string }>(
      db,
      sql`select bo.name as body, v.transmission from catalog_models m join catalog_bodies bo on bo.id = m.body_id
          join catalog_versions v on v.model_id = m.id where m.name = 'Kicks' and v.name = 'Sense'`,
    );
    expect(kicks).toEqual({ body: 'Crossover', transmission: 'automatic' });
    const price = await queryRow<{ cents: string }>(
      db,
      sql`select list_price_cents::text as cents from catalog_years where year = 2025 and list_price_cents > 33000000 and list_price_cents < 34000000`,
    );
    expect(price?.cents).toBe('33590000');
    // The 2024 row changed nothing: its year keeps its timestamp.
    const after = await stamps();
    const year2024 = before.find((row) => row.t === 'year' && row.id === 1);
    expect(after.find((row) => row.t === 'year' && row.id === 1)).toEqual(year2024);
    expect(await catalogCounts()).toEqual({ brands: 1, bodies: 3, models: 2, versions: 3, years: 4 });
  });

  it('gives new brands unique slugs', async () => {
    const db = t.context.database.db;
    await db.execute(sql`insert into catalog_brands (name, slug) values ('Otra marca', 'mercedes-benz')`);
    const file = await catalogWorkbook([
      ['Mercedes-Benz', 'Clase A', 'Sedán', 'A 200', 'Doble embrague', 'Gasolina', 2025, 800_000],
    ]);
    expect((await send('apply', file)).statusCode).toBe(200);
    const brand = await queryRow<{ slug: string }>(
      db,
      sql`select slug from catalog_brands where name = 'Mercedes-Benz'`,
    );
    expect(brand?.slug).toBe('mercedes-benz-2');
  });

  it('reads the sheet named Catalogo wherever it is, else the first sheet', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Instrucciones').addRow(['Lee esto primero']);
    const data = book.addWorksheet('CATÁLOGO');
    data.addRow(HEADERS);
    data.addRow(['Mazda', '3', 'Sedán', 'i Sport', 'Automática', 'Gasolina', 2025, 419_900]);
    const named = json<CatalogUploadAnswer>(
      await send('preview', Buffer.from(await book.xlsx.writeBuffer())),
    );
    expect(named.errors).toEqual([]);
    expect(named.rows?.[0]).toMatchObject({ brand: 'Mazda', model: '3', version: 'i Sport' });

    // Another producer: no shared strings table (inline strings), the only sheet called Hoja1.
    const cell = (ref: string, value: string | number) =>
      typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const row = (n: number, values: (string | number)[]) =>
      `<row r="${n}">${values.map((value, i) => cell(`${String.fromCharCode(65 + i)}${n}`, value)).join('')}</row>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row(1, HEADERS)}${row(2, ['Honda', 'City', 'Sedán', 'Sport', 'CVT', 'Gasolina', 2025, 389_900])}</sheetData></worksheet>`;
    const entries = workbookEntries({ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(xml) });
    const workbookXml = entries[1]!;
    workbookXml.data = Buffer.from(workbookXml.data.toString().replace('name="Catalogo"', 'name="Hoja1"'));
    const inline = json<CatalogUploadAnswer>(await send('preview', zipOf(entries)));
    expect(inline.errors).toEqual([]);
    expect(inline.rows?.[0]).toMatchObject({
      brand: 'Honda',
      model: 'City',
      transmission: 'cvt',
      list_price: 389_900,
    });
  });

  it('uses a formula’s cached result and refuses a formula without one', async () => {
    const file = await catalogWorkbook([
      ['Kia', 'Rio', 'Sedán', 'LX', 'Manual', 'Gasolina', 2025, { formula: '300000+1', result: 300_001 }],
      ['Kia', 'Rio', 'Sedán', 'EX', 'Automática', 'Gasolina', 2025, { formula: '300000+2' }],
    ]);
    const preview = json<CatalogUploadAnswer>(await send('preview', file));
    expect(preview.rows?.[0]?.list_price).toBe(300_001);
    expect(preview.errors).toEqual([
      {
        row: 3,
        column: 'Precio de lista (MXN)',
        message: 'Las fórmulas no se permiten: escribe el valor directamente.',
      },
    ]);
  });
});

describe('row errors', () => {
  const bad = () =>
    catalogWorkbook([
      ['Nissan', 'Versa', 'Sedán', 'Advance', 'Semiautomática', 'Gasolina', 2025, 331_900],
      ['Nissan', 'Versa', 'Sedán', 'Sense', 'Manual', 'Gasolina', 1800, 300_000],
      ['Nissan', 'Versa', 'Sedán', 'Exclusive', 'CVT', 'Gasolina', 2025, -5],
      ['', 'March', 'Hatchback', 'Sense', 'Manual', 'Gasolina', 2025, 250_000],
      [],
      ['Nissan', 'Versa', 'Sedán', 'Platinum', 'CVT', 'Gasolina', 2025, 10.555],
      ['Nissan', 'Versa', 'Sedán', 'Platinum', 'CVT', 'Gasolina', 2025, 440_000],
      ['Nissan', 'Versa', 'SUV', 'Drive', 'CVT', 'Gasolina', 2025, 440_000],
      ['Nissan', 'Versa', 'Sedán', 'Platinum', 'Manual', 'Gasolina', 2024, 450_000],
    ]);

  it('lists each problem with its row, column and reason, in Spanish', async () => {
    const answer = json<CatalogUploadAnswer>(await send('preview', await bad()));
    expect(answer.errors).toEqual([
      {
        row: 2,
        column: 'Transmision',
        message: 'Transmisión «Semiautomática» no válida. Usa: Manual, Automática, CVT, Doble embrague.',
      },
      {
        row: 3,
        column: 'Año',
        message: `Año «1800» no válido: debe ser un número entero entre 1950 y ${catalogYearMax()}.`,
      },
      {
        row: 4,
        column: 'Precio de lista (MXN)',
        message:
          'Precio «-5» no válido: debe ser un número mayor o igual a 0, con máximo dos decimales y hasta 100,000,000.',
      },
      { row: 5, column: 'Marca', message: 'Falta el dato de Marca.' },
      expect.objectContaining({ row: 7, column: 'Precio de lista (MXN)' }),
      {
        row: 9,
        column: 'Carroceria',
        message: expect.stringContaining('otra carrocería («Sedán») en la fila 8'),
      },
      {
        row: 10,
        column: 'Transmision',
        message: expect.stringContaining('otra transmisión o combustible en la fila 8'),
      },
    ]);
    expect(answer.summary.rows).toBe(8);
    expect(answer.summary.errors).toBe(7);
    expect(answer.rows?.map((row) => row.action)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'error',
      'create',
      'error',
      'error',
    ]);
  });

  it('speaks English when asked, and a duplicate row is reported against the first one', async () => {
    const file = await catalogWorkbook([
      ['Nissan', 'Versa', 'Sedán', 'Advance', 'Semiautomática', 'Gasolina', 1800, -5],
      ['Nissan', 'Versa', 'Sedán', 'Sense', 'Manual', 'Gasolina', 2025, 300_000],
      ['nissan', 'VERSA', 'sedan', 'sense', 'manual', 'gasolina', 2025, 310_000],
      [null, 'March', 'Hatchback', 'Sense', 'Manual', 'Gasolina', 2025, 250_000],
    ]);
    const answer = json<CatalogUploadAnswer>(
      await send('preview', file, admin, { 'accept-language': 'en-US,en;q=0.9' }),
    );
    expect(answer.errors).toEqual([
      {
        row: 2,
        column: 'Transmision',
        message: 'Invalid transmission "Semiautomática". Use: Manual, Automática, CVT, Doble embrague.',
      },
      {
        row: 2,
        column: 'Año',
        message: `Invalid year "1800": it must be a whole number from 1950 to ${catalogYearMax()}.`,
      },
      {
        row: 2,
        column: 'Precio de lista (MXN)',
        message:
          'Invalid price "-5": it must be a number of at least 0, with at most two decimals and up to 100,000,000.',
      },
      {
        row: 4,
        column: null,
        message: 'Repeated row: the same brand, model, version and year are already in row 3.',
      },
      { row: 5, column: 'Marca', message: 'The Marca value is missing.' },
    ]);
  });

  it('apply refuses a file with errors and writes nothing', async () => {
    const audited = () =>
      queryRow<{ n: number }>(
        t.context.database.db,
        sql`select count(*)::int as n from audit_log where action = 'bulk_upload'`,
      );
    const before = await audited();
    const response = await send('apply', await bad());
    expect(response.statusCode).toBe(422);
    const body = json<CatalogUploadAnswer & { message: string }>(response);
    expect(body.message).toBe(
      'El archivo tiene 7 error(es). Corrígelos y vuelve a subirlo; no se guardó ningún cambio.',
    );
    expect(body.errors).toHaveLength(7);
    expect(body.summary.create.years).toBe(1);
    expect(await catalogCounts()).toEqual(none);
    expect(await audited()).toEqual(before);
  });

  it('reports unknown, repeated and missing columns on the header row', async () => {
    const unknown = await catalogWorkbook(
      [['Nissan', 'Versa', 'Sedán', 'Advance', 'Manual', 'Gasolina', 2025, 331_900, 'Rojo']],
      [...HEADERS, 'Color'],
    );
    const answer = json<CatalogUploadAnswer>(await send('preview', unknown));
    expect(answer.errors).toEqual([
      {
        row: 1,
        column: 'Color',
        message:
          'Columna desconocida «Color». Las columnas válidas son: Marca, Modelo, Carroceria, Version, Transmision, Combustible, Año, Precio de lista (MXN).',
      },
    ]);

    // Any order and any accents are fine; a repeated column and a missing one are not.
    const reordered = await catalogWorkbook(
      [['Manual', 'Versa', 'Nissan', 2025, 'Advance', 'Gasolina', 'Sedán', 1]],
      ['TRANSMISIÓN', 'modelo', 'Marca', 'Año', 'Versión', 'Combustible', 'Carrocería', 'Modelo'],
    );
    const problems = json<CatalogUploadAnswer>(await send('preview', reordered)).errors;
    expect(problems).toEqual([
      { row: 1, column: 'Modelo', message: 'La columna «Modelo» está repetida.' },
      { row: 1, column: 'Precio de lista (MXN)', message: 'Falta la columna «Precio de lista (MXN)».' },
    ]);
  });

  it('refuses a file with the wrong headers (nothing written)', async () => {
    const wrong = await catalogWorkbook([['Nissan', 'Versa', 2025]], ['Brand', 'Model', 'Year']);
    const preview = json<CatalogUploadAnswer>(await send('preview', wrong));
    expect(preview.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('Columna desconocida «Brand»'),
      expect.stringContaining('Columna desconocida «Model»'),
      expect.stringContaining('Columna desconocida «Year»'),
      ...HEADERS.map((header) => `Falta la columna «${header}».`),
    ]);
    const apply = await send('apply', wrong);
    expect(apply.statusCode).toBe(422);
    expect(await catalogCounts()).toEqual(none);
  });

  it('an empty sheet, or one with only the header, is an error', async () => {
    const onlyHeader = json<CatalogUploadAnswer>(await send('preview', await catalogWorkbook([])));
    expect(onlyHeader.errors).toEqual([
      { row: 2, column: null, message: 'El archivo no tiene filas de datos.' },
    ]);
    const empty = json<CatalogUploadAnswer>(await send('preview', await catalogWorkbook([], [])));
    expect(empty.errors).toEqual([
      { row: 1, column: null, message: 'La hoja está vacía: falta la fila de encabezados.' },
    ]);
  });
});

describe('refused files', () => {
  const refused = async (file: Buffer, status: number, message: string) => {
    for (const step of ['preview', 'apply'] as const) {
      const response = await send(step, file);
      expect(response.statusCode, response.body).toBe(status);
      expect(json(response).message).toBe(message);
    }
    expect(await catalogCounts()).toEqual(none);
  };
  const NOT_XLSX =
    'El archivo no es un libro de Excel (.xlsx) válido. Descarga la plantilla y guarda tu archivo como .xlsx.';

  it('a PNG, a CSV and a plain ZIP renamed .xlsx', async () => {
    await refused(PNG, 422, NOT_XLSX);
    await refused(Buffer.from('Marca,Modelo\nNissan,Versa\n'), 422, NOT_XLSX);
    await refused(zipOf([{ name: 'hola.txt', data: Buffer.from('hola') }]), 422, NOT_XLSX);
    const broken = zipOf(
      workbookEntries({
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from('<worksheet><sheetData><row r="1"></sheetData></worksheet>'),
      }),
    );
    await refused(broken, 422, 'No pudimos leer la hoja del archivo. Revisa que sea un .xlsx sin daños.');
  });

  it('a zip bomb: 200 MB of zeros in a tiny file, refused before anything is unzipped', async () => {
    const compressed = await deflatedZeros(200);
    expect(compressed.length).toBeLessThan(CATALOG_MB);
    const bomb = zipOf(
      workbookEntries({
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(0),
        compressed,
        declaredSize: 200 * CATALOG_MB,
      }),
    );
    await refused(bomb, 422, 'El contenido del archivo ocupa más de 50 MB al descomprimirse; no se procesó.');
  });

  it('an extreme compression ratio under the size limit, and a header that lies about its size', async () => {
    const compressed = await deflatedZeros(40);
    const ratio = zipOf(
      workbookEntries({
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(0),
        compressed,
        declaredSize: 40 * CATALOG_MB,
      }),
    );
    const BOMB = 'El archivo tiene una compresión anómala (posible bomba de descompresión); no se procesó.';
    await refused(ratio, 422, BOMB);
    // The directory says 1 KB; the data inflates to 40 MB: the inflation stops at 1 KB.
    const liar = zipOf(
      workbookEntries({
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(0),
        compressed,
        declaredSize: 1024,
      }),
    );
    await refused(liar, 422, BOMB);
  });

  it('more than 20,000 data rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => [
      'Marca',
      'Modelo',
      'Sedán',
      `Versión ${i}`,
      'Manual',
      'Gasolina',
      2025,
      100_000,
    ]);
    await refused(
      await catalogWorkbook(rows),
      422,
      'El archivo tiene más de 20,000 filas de datos. Divídelo en varios archivos.',
    );
  });

  it('900,000 blank rows in 4 MB: refused by the row count while the sheet is inflated', async () => {
    await refused(
      blankRowsWorkbook(900_000),
      422,
      'La hoja tiene más de 40,000 filas, contando las vacías o con solo formato. Copia los datos a un archivo nuevo a partir de la plantilla.',
    );
  });

  it('blank rows are not data rows: up to 40,000 row elements are read, one more is refused', async () => {
    const preview = await send('preview', blankRowsWorkbook(39_999));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(json<CatalogUploadAnswer>(preview).errors).toEqual([
      { row: 2, column: null, message: 'El archivo no tiene filas de datos.' },
    ]);
    await refused(
      blankRowsWorkbook(40_000),
      422,
      'La hoja tiene más de 40,000 filas, contando las vacías o con solo formato. Copia los datos a un archivo nuevo a partir de la plantilla.',
    );
  });

  it('a file over 5 MB', async () => {
    await refused(
      Buffer.alloc(5 * CATALOG_MB + 1, 1),
      413,
      'El archivo pesa más de 5 MB. Divide el catálogo en varios archivos.',
    );
  });

  it('a file over 5 MB sent over a real connection (the limit falls on any chunk)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const size of [5 * CATALOG_MB + 1, 6 * CATALOG_MB, 12 * CATALOG_MB]) {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(size, 7)]), 'grande.xlsx');
      const response = await fetch(`${address}${UPLOAD}/apply`, {
        method: 'POST',
        headers: bearer(admin),
        body: form,
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(
        'El archivo pesa más de 5 MB. Divide el catálogo en varios archivos.',
      );
    }
    expect(await catalogCounts()).toEqual(none);
  });

  it('a request without the file', async () => {
    const json415 = await t.app.inject({
      method: 'POST',
      url: `${UPLOAD}/preview`,
      headers: bearer(admin),
      payload: { file: 'x' },
    });
    expect(json415.statusCode).toBe(415);
    expect(json(json415)).toEqual({
      message: 'Tipo de contenido no soportado.',
      errors: { file: ['Adjunta el archivo .xlsx en el campo «file».'] },
    });
    const otherField = await t.app.inject(
      uploadRequest(`${UPLOAD}/preview`, PNG, { field: 'archivo', headers: bearer(admin) }),
    );
    expect(otherField.statusCode).toBe(422);
    expect(json(otherField).errors).toEqual({ file: ['Adjunta el archivo .xlsx en el campo «file».'] });
  });
});

describe('permissions', () => {
  it('needs both catalog permissions; advisors, managers and visitors are refused', async () => {
    const file = await template();
    for (const step of ['preview', 'apply'] as const) {
      expect((await send(step, file, asesor)).statusCode).toBe(403);
      expect((await send(step, file, gerente)).statusCode).toBe(403);
      expect((await send(step, file, modelOnly)).statusCode).toBe(403);
      const anonymous = await t.app.inject(uploadRequest(`${UPLOAD}/${step}`, file));
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await catalogCounts()).toEqual(none);
  });
});

const CATALOG_MB = 1024 * 1024;
