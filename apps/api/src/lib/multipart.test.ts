import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { catalogWorkbook, UPLOAD } from '../../test/catalog-upload-fixtures';
import { buildBrand } from '../../test/factories';
import { fileUpload, multipart, smallPng } from '../../test/image-fixtures';
import { headers } from '../../test/kits/sessions';
import { auditLog } from '../db/schema';

/** The one multipart reader, seen through an image route and the workbook preview. */

let t: TestApp;
let auth: Record<string, string>;
let logo: string;

beforeAll(async () => {
  t = await buildTestApp();
  auth = await headers(t, { role: ROLES.admin });
  logo = `/api/mi-vitrina/catalogs/brands/${(await buildBrand(t.context.database.db)).id}/logo`;
});
afterAll(() => t.close());

const routes = [
  {
    route: 'a brand logo',
    url: () => logo,
    file: async () => fileUpload(await smallPng(), 'logo.png', 'image/png'),
    required: 'Adjunta una imagen en el campo «file».',
  },
  {
    route: 'the workbook preview',
    url: () => `${UPLOAD}/preview`,
    file: async () => fileUpload(await catalogWorkbook([]), 'catalogo.xlsx'),
    required: 'Adjunta el archivo .xlsx en el campo «file».',
  },
];

type Body = { payload: Buffer; headers: Record<string, string> };
const send = (url: string, { payload, headers }: Body) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });
const cut = (body: Body, bytes: number): Body => ({
  payload: body.payload.subarray(0, bytes),
  headers: { 'content-type': body.headers['content-type']! },
});

describe.each(routes)('the multipart body of $route', ({ url, file, required }) => {
  const malformed: { title: string; body: (whole: Body) => Body }[] = [
    {
      title: 'no boundary',
      body: (whole) => ({ payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } }),
    },
    { title: 'a body cut in the middle of the file', body: (whole) => cut(whole, whole.payload.length / 2) },
    // The file itself arrived whole; the closing `--` and line break did not.
    {
      title: 'a body cut before its closing boundary ends',
      body: (whole) => cut(whole, whole.payload.length - 4),
    },
  ];

  it.each(malformed)('$title → 400', async ({ body }) => {
    const response = await send(url(), body(await file()));
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual({ message: 'La solicitud no es válida.' });
  });

  it('a body that is not multipart → 415, naming the file field', async () => {
    const response = await send(url(), {
      payload: Buffer.from(JSON.stringify({ file: 'x' })),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({
      message: 'Tipo de contenido no soportado.',
      errors: { file: [required] },
    });
  });

  it('no file, or a file in another field → 422 on the file field', async () => {
    for (const body of [
      multipart([{ field: 'name', content: 'sin archivo' }]),
      multipart([{ field: 'archivo', filename: 'a.png', content: 'algo' }]),
      fileUpload(Buffer.alloc(0)),
    ]) {
      const response = await send(url(), body);
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response)).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { file: [required] },
      });
    }
  });

  it('too many parts → 413', async () => {
    const fields = Array.from({ length: 11 }, (_, i) => ({ field: `campo${i}`, content: 'x' }));
    const response = await send(
      url(),
      multipart([...fields, { field: 'file', filename: 'a', content: 'x' }]),
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(json(response).message).toBe('La solicitud es demasiado grande.');
  });
});

describe('the file name, which is only a label', () => {
  it('keeps an import whose file name carries NUL or other control characters, without them', async () => {
    const workbook = await catalogWorkbook([
      ['Marca NUL', 'Modelo', 'Sedán', 'Versión', 'Manual', 'Gasolina', 2025, 250_000],
    ]);
    const upload = fileUpload(workbook, 'cat\u0000álogo\u0007.xlsx');
    const response = await send(`${UPLOAD}/apply`, upload);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await t.context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk_upload'));
    expect(entry?.after).toMatchObject({ file: 'catálogo.xlsx' });
  });
});
