import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildUser, tokenFor } from '../../../test/factories';
import { fileUpload, multipart, smallPng } from '../../../test/image-fixtures';
import { agencies, auditLog } from '../../db/schema';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';
import { usedVehicleLimit } from './agency-settings.repository';

const BASE = '/api/mi-vitrina/agency-settings';
const LOGO = `${BASE}/logo`;
const LIMITS = `${BASE}/vehicle-limits`;
const KEY = /^agencies\/logos\/[0-9a-f-]{36}$/;

type Urls = { thumb: string; card: string; full: string } | null;
interface Limit {
  id: number;
  agency_id: number;
  agency_name: string;
  package_name: string | null;
  package_limit: number | null;
  custom_limit: number | null;
  effective_limit: number;
}

let t: TestApp;
let dataDir: string;
let admin: Record<string, string>;
let manager: Record<string, string>;
let basico: { id: number };
let premium: { id: number };
let other: { id: number };
let bare: { id: number };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-agency-settings-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const db = t.context.database.db;
  basico = await buildAgency(db, { name: 'Límites Básico', packageName: 'Básico' });
  premium = await buildAgency(db, { name: 'Límites Premium', packageName: 'Premium' });
  other = await buildAgency(db, { name: 'Otra agencia', packageName: 'Profesional' });
  bare = await buildAgency(db, { name: 'Sin paquete', packageName: null });
  admin = bearer(await tokenFor(t.context, (await buildUser(db, { role: ROLES.admin })).id));
  const gerente = await buildUser(db, { role: ROLES.manager, agencyIds: [basico.id, premium.id] });
  manager = bearer(await tokenFor(t.context, gerente.id));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = (headers: Record<string, string>, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
const upload = (headers: Record<string, string>, url: string, body: ReturnType<typeof multipart>) =>
  send(headers, { method: 'POST', url, payload: body.payload, headers: body.headers });
const logoKey = async (id: number) =>
  (
    await t.context.database.db.select({ key: agencies.logo_path }).from(agencies).where(eq(agencies.id, id))
  )[0]?.key;
const audits = (id: number) =>
  t.context.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'agency'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

describe('logo', () => {
  it('starts without a logo, then stores, replaces and removes it, auditing each change', async () => {
    const empty = await send(manager, { method: 'GET', url: `${LOGO}?agency=${basico.id}` });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(json(empty)).toEqual({ data: { agency_id: basico.id, name: 'Límites Básico', logo: null } });

    const first = await upload(
      manager,
      `${LOGO}?agency=${basico.id}`,
      fileUpload(await smallPng(), 'a.png', 'image/png'),
    );
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (await logoKey(basico.id))!;
    expect(firstKey).toMatch(KEY);
    expect(json(first)).toEqual({
      data: {
        agency_id: basico.id,
        name: 'Límites Básico',
        logo: {
          thumb: `/uploads/${firstKey}-thumb.webp`,
          card: `/uploads/${firstKey}-card.webp`,
          full: `/uploads/${firstKey}-full.webp`,
        },
      },
    });
    const read = await send(manager, { method: 'GET', url: `${LOGO}?agency=${basico.id}` });
    expect(json<{ data: { logo: Urls } }>(read).data.logo?.card).toBe(`/uploads/${firstKey}-card.webp`);

    const second = await upload(
      manager,
      `${LOGO}?agency=${basico.id}`,
      fileUpload(await smallPng(90, 30), 'b.png', 'image/png'),
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondKey = (await logoKey(basico.id))!;
    expect(secondKey).not.toBe(firstKey);
    for (const variant of IMAGE_VARIANTS) {
      expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(firstKey, variant)))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(secondKey, variant)))).toBe(true);
    }

    const removed = await send(manager, { method: 'DELETE', url: `${LOGO}?agency=${basico.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ data: { agency_id: basico.id, name: 'Límites Básico', logo: null } });
    expect(await logoKey(basico.id)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(secondKey, 'card')))).toBe(false);

    expect((await audits(basico.id)).map((entry) => [entry.before, entry.after, entry.agency_id])).toEqual([
      [{ logo_path: null }, { logo_path: firstKey }, basico.id],
      [{ logo_path: firstKey }, { logo_path: secondKey }, basico.id],
      [{ logo_path: secondKey }, { logo_path: null }, basico.id],
    ]);
  });

  it('asks to choose one dealership when the request is for "Todas" (agency 0)', async () => {
    for (const url of [`${LOGO}?agency=0`, LOGO]) {
      const response = await send(manager, { method: 'GET', url });
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({
        message: 'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
        errors: {
          agency: [
            'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
          ],
        },
      });
    }
    const english = await send(admin, {
      method: 'DELETE',
      url: `${LOGO}?agency=0`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(422);
    expect(json(english)).toMatchObject({
      message:
        'Choose a single dealership in the dealership selector; this setting does not apply to "Todas" (all).',
    });
  });

  it("refuses another dealership's logo to a manager, and reaches any for an administrator", async () => {
    const foreign = await send(manager, { method: 'GET', url: `${LOGO}?agency=${other.id}` });
    expect(foreign.statusCode).toBe(403);
    const image = fileUpload(await smallPng(), 'a.png', 'image/png');
    expect((await upload(manager, `${LOGO}?agency=${other.id}`, image)).statusCode).toBe(403);
    expect(await logoKey(other.id)).toBeNull();
    const adminRead = await send(admin, { method: 'GET', url: `${LOGO}?agency=${other.id}` });
    expect(json(adminRead)).toMatchObject({ data: { agency_id: other.id, logo: null } });
    expect((await send(admin, { method: 'GET', url: `${LOGO}?agency=987654` })).statusCode).toBe(404);
  });

  it('checks the file as the image pipeline does', async () => {
    const notImage = await upload(
      manager,
      `${LOGO}?agency=${premium.id}`,
      fileUpload('hola', 'a.png', 'image/png'),
    );
    expect(notImage.statusCode).toBe(422);
    expect(json(notImage)).toMatchObject({
      errors: { file: ['El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.'] },
    });
    const wrongField = await upload(
      manager,
      `${LOGO}?agency=${premium.id}`,
      multipart([{ field: 'logo', filename: 'a.png', content: await smallPng() }]),
    );
    expect(json(wrongField)).toMatchObject({ errors: { file: ['Adjunta una imagen en el campo «file».'] } });
    expect(await logoKey(premium.id)).toBeNull();
  });
});

describe('used-vehicle limits', () => {
  const list = async (headers: Record<string, string>, query = '') => {
    const response = await send(headers, { method: 'GET', url: `${LIMITS}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: Limit[]; meta: { total: number } }>(response);
  };
  const put = (headers: Record<string, string>, id: number, payload: unknown, locale = 'es') =>
    send(headers, {
      method: 'PUT',
      url: `${LIMITS}/${id}`,
      payload: payload as object,
      headers: { 'accept-language': locale },
    });

  it("follows the package's limit by default, and lists only a manager's own dealerships", async () => {
    const mine = await list(manager, 'agency=0');
    expect(mine.data).toEqual([
      {
        id: basico.id,
        agency_id: basico.id,
        agency_name: 'Límites Básico',
        package_name: 'Básico',
        package_limit: 30,
        custom_limit: null,
        effective_limit: 30,
      },
      {
        id: premium.id,
        agency_id: premium.id,
        agency_name: 'Límites Premium',
        package_name: 'Premium',
        package_limit: 500,
        custom_limit: null,
        effective_limit: 500,
      },
    ]);
    expect(mine.meta.total).toBe(2);
    expect((await list(manager, `agency=${premium.id}`)).data.map((row) => row.agency_id)).toEqual([
      premium.id,
    ]);
    expect((await send(manager, { method: 'GET', url: `${LIMITS}?agency=${other.id}` })).statusCode).toBe(
      403,
    );

    const all = await list(admin, 'agency=0&limit=100');
    expect(all.data.find((row) => row.agency_id === bare.id)).toMatchObject({
      package_name: null,
      package_limit: null,
      effective_limit: 0,
    });
    expect((await list(admin, 'search=basico')).data.map((row) => row.agency_id)).toEqual([basico.id]);
    expect((await list(admin, 'search=profesional')).data.map((row) => row.agency_id)).toEqual([other.id]);
  });

  it('sets a custom limit, resets it to the package, audits each change', async () => {
    const set = await put(admin, premium.id, { used_vehicle_limit: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set)).toEqual({
      data: {
        id: premium.id,
        agency_id: premium.id,
        agency_name: 'Límites Premium',
        package_name: 'Premium',
        package_limit: 500,
        custom_limit: 12,
        effective_limit: 12,
      },
    });
    expect(await usedVehicleLimit(t.context.database.db, premium.id)).toBe(12);
    const sorted = await list(admin, 'sort=effective_limit|asc&limit=100');
    expect(sorted.data.findIndex((row) => row.agency_id === premium.id)).toBeLessThan(
      sorted.data.findIndex((row) => row.agency_id === basico.id),
    );

    const zero = await put(admin, premium.id, { used_vehicle_limit: 0 });
    expect(json<{ data: Limit }>(zero).data).toMatchObject({ custom_limit: 0, effective_limit: 0 });
    const reset = await put(admin, premium.id, { used_vehicle_limit: null });
    expect(json<{ data: Limit }>(reset).data).toMatchObject({ custom_limit: null, effective_limit: 500 });
    expect(await usedVehicleLimit(t.context.database.db, premium.id)).toBe(500);
    // Saving what is already there writes nothing.
    await put(admin, premium.id, { used_vehicle_limit: null });

    expect((await audits(premium.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [{ used_vehicle_limit: null }, { used_vehicle_limit: 12 }],
      [{ used_vehicle_limit: 12 }, { used_vehicle_limit: 0 }],
      [{ used_vehicle_limit: 0 }, { used_vehicle_limit: null }],
    ]);
  });

  it('refuses limits out of range with a clear message, in Spanish and English', async () => {
    for (const value of [-1, 100_001, 2.5, '10']) {
      const response = await put(admin, basico.id, { used_vehicle_limit: value });
      expect(response.statusCode, String(value)).toBe(422);
      if (typeof value === 'number') {
        expect(json(response)).toMatchObject({
          errors: { used_vehicle_limit: ['El límite debe ser un número entero entre 0 y 100,000.'] },
        });
      }
    }
    const english = await put(admin, basico.id, { used_vehicle_limit: 100_001 }, 'en');
    expect(json(english)).toMatchObject({
      errors: { used_vehicle_limit: ['The limit must be a whole number from 0 to 100,000.'] },
    });
    expect((await put(admin, basico.id, {})).statusCode).toBe(422);
    expect((await put(admin, 987654, { used_vehicle_limit: 5 })).statusCode).toBe(404);
  });

  it('lets a manager read but not change the limits', async () => {
    expect((await put(manager, basico.id, { used_vehicle_limit: 5 })).statusCode).toBe(403);
    expect(await usedVehicleLimit(t.context.database.db, basico.id)).toBe(30);
    expect(await usedVehicleLimit(t.context.database.db, 987654)).toBe(0);
  });

  it('exports what the list shows', async () => {
    const response = await send(manager, { method: 'GET', url: `${LIMITS}/export?format=csv&agency=0` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = readCsv(response.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'ID',
      'Agencia',
      'Paquete',
      'Límite del paquete',
      'Límite propio (vacío: el del paquete)',
      'Límite vigente',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Límites Básico', 'Límites Premium']);
  });
});
