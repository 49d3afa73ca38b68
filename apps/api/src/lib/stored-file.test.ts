import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageAnswer, ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildUser, tokenFor } from '../../test/factories';
import { fileUpload, smallPng } from '../../test/image-fixtures';
import { auditLog, catalogBrands } from '../db/schema';
import { imageUrls } from './image-urls';
import { idParams } from './route-schemas';
import { imageFile } from './stored-file';
import { storedFileRoutes } from './stored-file-routes';

/**
 * The failure path of the one store → swap → clean-up step, on local storage and the real
 * database: a swap the database refuses leaves the row, its audit trail and its files as they were.
 * The route below is the brand logo's, except that its swap also writes a slug another brand holds,
 * which the unique index refuses after the new file is stored.
 */
const TAKEN = 'marca-con-el-slug-tomado';
const REFUSED = '/test/stored-file/brands/:id/logo';
const LOGO = '/api/mi-vitrina/catalogs/brands/:id/logo';

/** Every file under a directory, as sorted relative paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('a stored file whose swap fails', () => {
  let t: TestApp;
  let dataDir: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-stored-file-'));
    t = await buildTestApp({ DATA_DIR: dataDir }, (app, { database: { db }, storage, config }) =>
      storedFileRoutes(app, db, storage, {
        url: REFUSED,
        config: { access: { permission: 'update brand catalog', scope: 'platform' } },
        tags: ['test'],
        summary: { upload: 'Upload a logo the database refuses', remove: 'Remove it' },
        names: { params: idParams },
        response: { 200: imageAnswer('logo') },
        kind: imageFile(config.uploads),
        table: catalogBrands,
        entity: 'catalog_brand',
        slot: ({ id }) => ({ id, column: 'logo_path', prefix: 'catalogs/brands' }),
        values: () => ({ slug: TAKEN }),
        answer: (row) => ({ data: { logo: imageUrls(row.logo_path, storage.publicBase) } }),
      }),
    );
    const admin = await buildUser(t.context.database.db, { role: ROLES.superadmin });
    auth = bearer(await tokenFor(t.context, admin.id));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (url: string, id: number) => {
    const body = fileUpload(await smallPng(), 'logo.png', 'image/png');
    return t.app.inject({
      method: 'POST',
      url: url.replace(':id', String(id)),
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };

  it('removes the new file, keeps the old one, and leaves the row and its audit trail unchanged', async () => {
    const db = t.context.database.db;
    await db.insert(catalogBrands).values({ name: 'Marca con el slug tomado', slug: TAKEN });
    const [brand] = await db
      .insert(catalogBrands)
      .values({ name: 'Marca con logo', slug: 'marca-con-logo' })
      .returning();
    const stored = await upload(LOGO, brand!.id);
    expect(stored.statusCode, stored.body).toBe(200);
    const [withLogo] = await db.select().from(catalogBrands).where(eq(catalogBrands.id, brand!.id));
    const oldKey = withLogo!.logo_path!;
    const uploads = path.join(dataDir, 'uploads');
    const filesBefore = filesUnder(uploads);
    expect(filesBefore.filter((file) => file.startsWith(oldKey))).toHaveLength(3);
    const audited = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'catalog_brand'), eq(auditLog.entity_id, String(brand!.id))));
    const entriesBefore = await audited();

    const refused = await upload(REFUSED, brand!.id);
    expect(refused.statusCode).toBe(500);

    // The new variants were written before the transaction and are gone; the old ones stay.
    expect(filesUnder(uploads)).toEqual(filesBefore);
    const [after] = await db.select().from(catalogBrands).where(eq(catalogBrands.id, brand!.id));
    expect(after).toEqual(withLogo);
    expect(await audited()).toEqual(entriesBefore);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${oldKey}-thumb.webp` });
    expect(served.statusCode).toBe(200);
  });
});
