import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agencyLogoResource, ROLES, vehicleLimitResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildAgency } from '../../../test/factories';
import { fileUpload, multipart, smallPng } from '../../../test/image-fixtures';
import { answerOf, as, type Client, withQuery } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { apiPath } from '../../../test/kits/resource-client';
import { headers, type Persona } from '../../../test/kits/sessions';
import { agencies } from '../../db/schema';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';
import { usedVehicleLimit } from './agency-settings.repository';

const LOGO = apiPath(agencyLogoResource);
const KEY = /^agencies\/logos\/[0-9a-f-]{36}$/;

let t: TestApp;
let dataDir: string;
let admin: Client;
/** A Gerente of Básico and Premium; `uploader` is another, for the multipart requests. */
let manager: Client;
let uploader: Record<string, string>;
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
  admin = as(t, 'admin');
  const gerente: Persona = { role: ROLES.manager, agencies: [basico.id, premium.id] };
  manager = as(t, gerente);
  uploader = await headers(t, gerente);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const logo = (agency: number) => withQuery(LOGO, { agency });
const upload = async (agency: number, body: ReturnType<typeof multipart>) =>
  answerOf<unknown>(
    await t.app.inject({
      method: 'POST',
      url: logo(agency),
      payload: body.payload,
      headers: { ...uploader, ...body.headers },
    }),
  );
const logoKey = async (id: number) =>
  (
    await t.context.database.db.select({ key: agencies.logo_path }).from(agencies).where(eq(agencies.id, id))
  )[0]?.key;
const audits = (id: number) => auditOf(t.context.database.db, 'agency', id);

describe('logo', () => {
  it('starts without a logo, then stores, replaces and removes it, auditing each change', async () => {
    const empty = await manager.get(logo(basico.id));
    expect(empty.status, empty.raw.body).toBe(200);
    expect(empty.body).toEqual({ data: { agency_id: basico.id, name: 'Límites Básico', logo: null } });

    const first = await upload(basico.id, fileUpload(await smallPng(), 'a.png', 'image/png'));
    expect(first.status, first.raw.body).toBe(200);
    const firstKey = (await logoKey(basico.id))!;
    expect(firstKey).toMatch(KEY);
    expect(first.body).toEqual({
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
    const read = await manager.get<typeof agencyLogoResource.oneAnswer>(logo(basico.id));
    expect(read.body.data.logo?.card).toBe(`/uploads/${firstKey}-card.webp`);

    const second = await upload(basico.id, fileUpload(await smallPng(90, 30), 'b.png', 'image/png'));
    expect(second.status, second.raw.body).toBe(200);
    const secondKey = (await logoKey(basico.id))!;
    expect(secondKey).not.toBe(firstKey);
    for (const variant of IMAGE_VARIANTS) {
      expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(firstKey, variant)))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(secondKey, variant)))).toBe(true);
    }

    const removed = await manager.delete(logo(basico.id));
    expect(removed.status, removed.raw.body).toBe(200);
    expect(removed.body).toEqual({ data: { agency_id: basico.id, name: 'Límites Básico', logo: null } });
    expect(await logoKey(basico.id)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'uploads', variantKey(secondKey, 'card')))).toBe(false);

    expect((await audits(basico.id)).map((entry) => [entry.before, entry.after, entry.agency_id])).toEqual([
      [{ logo_path: null }, { logo_path: firstKey }, basico.id],
      [{ logo_path: firstKey }, { logo_path: secondKey }, basico.id],
      [{ logo_path: secondKey }, { logo_path: null }, basico.id],
    ]);
  });

  it('asks to choose one dealership when the request is for "Todas" (agency 0)', async () => {
    for (const url of [logo(0), LOGO]) {
      const response = await manager.get(url);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
        errors: {
          agency: [
            'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
          ],
        },
      });
    }
    const english = await admin.en.delete(logo(0));
    expect(english.status).toBe(422);
    expect(english.body).toMatchObject({
      message:
        'Choose a single dealership in the dealership selector; this setting does not apply to "Todas" (all).',
    });
  });

  it("refuses another dealership's logo to a manager, and reaches any for an administrator", async () => {
    const foreign = await manager.get(logo(other.id));
    expect(foreign.status).toBe(403);
    const image = fileUpload(await smallPng(), 'a.png', 'image/png');
    expect((await upload(other.id, image)).status).toBe(403);
    expect(await logoKey(other.id)).toBeNull();
    const adminRead = await admin.get(logo(other.id));
    expect(adminRead.body).toMatchObject({ data: { agency_id: other.id, logo: null } });
    expect((await admin.get(logo(987654))).status).toBe(404);
  });

  it('checks the file as the image pipeline does', async () => {
    const notImage = await upload(premium.id, fileUpload('hola', 'a.png', 'image/png'));
    expect(notImage.status).toBe(422);
    expect(notImage.body).toMatchObject({
      errors: { file: ['El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.'] },
    });
    const wrongField = await upload(
      premium.id,
      multipart([{ field: 'logo', filename: 'a.png', content: await smallPng() }]),
    );
    expect(wrongField.body).toMatchObject({ errors: { file: ['Adjunta una imagen en el campo «file».'] } });
    expect(await logoKey(premium.id)).toBeNull();
  });
});

describe('used-vehicle limits', () => {
  const limits = (client: Client) => client.on(vehicleLimitResource);
  const list = async (client: Client, query: Record<string, string | number> = {}) => {
    const response = await limits(client).list(query);
    expect(response.status, response.raw.body).toBe(200);
    return response.body;
  };
  const put = (client: Client, id: number, payload: unknown) =>
    client.put<typeof vehicleLimitResource.oneAnswer>(limits(client).url(id), payload);

  it("follows the package's limit by default, and lists only a manager's own dealerships", async () => {
    const mine = await list(manager, { agency: 0 });
    expect(mine.data).toEqual([
      {
        id: basico.id,
        agency_id: basico.id,
        agency_name: 'Límites Básico',
        package_name: 'Básico',
        package_limit: 30,
        custom_limit: null,
        effective_limit: 30,
        aging_threshold_days: 90,
      },
      {
        id: premium.id,
        agency_id: premium.id,
        agency_name: 'Límites Premium',
        package_name: 'Premium',
        package_limit: 500,
        custom_limit: null,
        effective_limit: 500,
        aging_threshold_days: 90,
      },
    ]);
    expect(mine.meta.total).toBe(2);
    expect((await list(manager, { agency: premium.id })).data.map((row) => row.agency_id)).toEqual([
      premium.id,
    ]);
    expect((await limits(manager).list({ agency: other.id })).status).toBe(403);

    const all = await list(admin, { agency: 0, limit: 100 });
    expect(all.data.find((row) => row.agency_id === bare.id)).toMatchObject({
      package_name: null,
      package_limit: null,
      effective_limit: 0,
    });
    expect((await list(admin, { search: 'basico' })).data.map((row) => row.agency_id)).toEqual([basico.id]);
    expect((await list(admin, { search: 'profesional' })).data.map((row) => row.agency_id)).toEqual([
      other.id,
    ]);
  });

  it('sets a custom limit, resets it to the package, audits each change', async () => {
    const set = await put(admin, premium.id, { used_vehicle_limit: 12 });
    expect(set.status, set.raw.body).toBe(200);
    expect(set.body).toEqual({
      data: {
        id: premium.id,
        agency_id: premium.id,
        agency_name: 'Límites Premium',
        package_name: 'Premium',
        package_limit: 500,
        custom_limit: 12,
        effective_limit: 12,
        aging_threshold_days: 90,
      },
    });
    expect(await usedVehicleLimit(t.context.database.db, premium.id)).toBe(12);
    const sorted = await list(admin, { sort: 'effective_limit|asc', limit: 100 });
    expect(sorted.data.findIndex((row) => row.agency_id === premium.id)).toBeLessThan(
      sorted.data.findIndex((row) => row.agency_id === basico.id),
    );

    const zero = await put(admin, premium.id, { used_vehicle_limit: 0 });
    expect(zero.body.data).toMatchObject({ custom_limit: 0, effective_limit: 0 });
    const reset = await put(admin, premium.id, { used_vehicle_limit: null });
    expect(reset.body.data).toMatchObject({ custom_limit: null, effective_limit: 500 });
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
      expect(response.status, String(value)).toBe(422);
      if (typeof value === 'number') {
        expect(response.body).toMatchObject({
          errors: { used_vehicle_limit: ['El límite debe ser un número entero entre 0 y 100,000.'] },
        });
      }
    }
    const english = await put(admin.en, basico.id, { used_vehicle_limit: 100_001 });
    expect(english.body).toMatchObject({
      errors: { used_vehicle_limit: ['The limit must be a whole number from 0 to 100,000.'] },
    });
    expect((await put(admin, basico.id, {})).status).toBe(422);
    expect((await put(admin, 987654, { used_vehicle_limit: 5 })).status).toBe(404);
  });

  it('sets the aging threshold beside the limit, audits only what changed, and keeps it when left out', async () => {
    const other = await buildAgency(t.context.database.db, {
      name: 'Antigüedad propia',
      packageName: 'Básico',
    });
    const set = await put(admin, other.id, { used_vehicle_limit: null, aging_threshold_days: 45 });
    expect(set.status, set.raw.body).toBe(200);
    expect(set.body.data).toMatchObject({
      custom_limit: null,
      effective_limit: 30,
      aging_threshold_days: 45,
    });
    // An older caller sends the limit alone: the threshold stays.
    const limitOnly = await put(admin, other.id, { used_vehicle_limit: 8 });
    expect(limitOnly.body.data).toMatchObject({ custom_limit: 8, aging_threshold_days: 45 });
    const both = await put(admin, other.id, { used_vehicle_limit: null, aging_threshold_days: 120 });
    expect(both.body.data).toMatchObject({ custom_limit: null, aging_threshold_days: 120 });
    expect((await audits(other.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [{ aging_threshold_days: 90 }, { aging_threshold_days: 45 }],
      [{ used_vehicle_limit: null }, { used_vehicle_limit: 8 }],
      [
        { used_vehicle_limit: 8, aging_threshold_days: 45 },
        { used_vehicle_limit: null, aging_threshold_days: 120 },
      ],
    ]);

    for (const value of [0, 3651, 1.5]) {
      const refused = await put(admin, other.id, { used_vehicle_limit: null, aging_threshold_days: value });
      expect(refused.status, String(value)).toBe(422);
      expect(refused.problem.errors).toEqual({
        aging_threshold_days: ['Los días de antigüedad deben ser un número entero entre 1 y 3,650.'],
      });
    }
    const english = await put(admin.en, other.id, { used_vehicle_limit: null, aging_threshold_days: 0 });
    expect(english.problem.errors).toEqual({
      aging_threshold_days: ['The aging days must be a whole number from 1 to 3,650.'],
    });
    expect(
      (await put(manager, basico.id, { used_vehicle_limit: null, aging_threshold_days: 30 })).status,
    ).toBe(403);
  });

  it('lets a manager read but not change the limits', async () => {
    expect((await put(manager, basico.id, { used_vehicle_limit: 5 })).status).toBe(403);
    expect(await usedVehicleLimit(t.context.database.db, basico.id)).toBe(30);
    expect(await usedVehicleLimit(t.context.database.db, 987654)).toBe(0);
  });

  it('exports what the list shows', async () => {
    const response = await limits(manager).export({ format: 'csv', agency: 0 });
    expect(response.status, response.raw.body).toBe(200);
    // The header row, in both languages: the list contract's export below.
    const rows = await exportRows(response.raw);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Límites Básico', 'Límites Premium']);
  });
});

// Paging, sizes, the sort whitelist, validation, search and the export's contract.
listContract(vehicleLimitResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const db = app.context.database.db;
    const packageName = ([null, 'Básico', 'Profesional', 'Premium'] as const)[i % 4];
    const agency = await buildAgency(db, { name: text, packageName });
    // Some with a limit of their own, so the custom and effective limits sort something.
    if (i % 2 === 1) {
      await db
        .update(agencies)
        .set({ used_vehicle_limit: i * 10 })
        .where(eq(agencies.id, agency.id));
    }
  },
  exported: {
    file: { es: 'limites-de-seminuevos', en: 'used-vehicle-limits' },
    headers: {
      es: [
        'ID',
        'Agencia',
        'Paquete',
        'Límite del paquete',
        'Límite propio (vacío: el del paquete)',
        'Límite vigente',
        'Días de antigüedad',
      ],
      en: [
        'ID',
        'Dealership',
        'Package',
        'Package limit',
        'Own limit (empty: the package’s)',
        'Limit in force',
        'Aging days',
      ],
    },
  },
});
