import {
  bannerResource,
  catalogBannerResource,
  mexicoCityDay,
  PUBLIC_BANNERS_PATH,
  type PublicBannersAnswer,
} from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildBanner, buildBody, buildBrand } from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { headers } from '../../../test/kits/sessions';
import { banners } from '../../db/schema';
import { liveStateBanners } from './banners.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const PUBLIC = `/api${PUBLIC_BANNERS_PATH}`;
const IMAGES = (id: number, kind: 'desktop' | 'mobile') => `/api/mi-vitrina/banners/${id}/images/${kind}`;

/** Stored keys of images that exist for the public answer (the public read never opens them). */
const withImages = { desktop_path: 'banners/desktop/prueba', mobile_path: 'banners/mobile/prueba' };

async function upload(id: number, kind: 'desktop' | 'mobile', width: number, height: number, locale = 'es') {
  const body = fileUpload(await smallPng(width, height), `${kind}.png`, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: IMAGES(id, kind),
    payload: body.payload,
    headers: { ...body.headers, ...(await headers(t, 'admin')), 'accept-language': locale },
  });
}

async function publicGet(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${PUBLIC}?${query}`, headers });
}

describe('state banners', () => {
  it('creates a state banner last in its placement, audited, and edits it', async () => {
    const first = await as(t).on(bannerResource).create({
      placement: 'nuevos',
      state_code: '19',
      title: 'Monterrey: Buen Fin',
      link: '/nuevos?estado=nuevo-leon',
      starts_on: '2026-11-13',
      ends_on: '2026-11-17',
    });
    expect(first.status, first.raw.body).toBe(201);
    const second = await as(t)
      .on(bannerResource)
      .create({ placement: 'nuevos', state_code: '19', title: 'Otro' });
    expect(second.body.data.position).toBeGreaterThan(first.body.data.position);
    expect(first.body.data).toMatchObject({ state_code: '19', active: true, desktop: null, mobile: null });
    expect(await auditOf(db(), 'banner', first.body.data.id)).toHaveLength(1);

    const edited = await as(t).on(bannerResource).update(first.body.data.id, {
      state_code: '14',
      title: 'Guadalajara',
      link: 'https://vitrina.mx/promos',
      starts_on: '',
      ends_on: '',
      active: false,
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({
      state_code: '14',
      starts_on: null,
      ends_on: null,
      active: false,
    });
  });

  it('refuses an end before the start, an unknown state and a link that is neither a path nor http(s)', async () => {
    const answer = await as(t)
      .on(bannerResource)
      .create({
        placement: 'home',
        state_code: '33' as '01',
        title: 'Mal',
        link: 'javascript:alert(1)',
        starts_on: '2026-12-10',
        ends_on: '2026-12-01',
      });
    expect(answer.status).toBe(422);
    expect(answer.problem?.errors).toMatchObject({
      state_code: ['Elige uno de los 32 estados.'],
      link: [expect.stringContaining('ruta del marketplace')],
    });
    const dates = await as(t).en.on(bannerResource).create({
      placement: 'home',
      state_code: '09',
      title: 'Fechas',
      starts_on: '2026-12-10',
      ends_on: '2026-12-01',
    });
    expect(dates.problem?.errors).toEqual({
      ends_on: ['The end date must be the same as or after the start date.'],
    });
  });

  it('answers each placement’s national banner, which keeps no state and cannot be deleted', async () => {
    const national = await as(t).get('/api/mi-vitrina/banners/national', { placement: 'seminuevos' });
    expect(national.status, national.raw.body).toBe(200);
    const row = (national.body as { data: { id: number; state_code: string | null } }).data;
    expect(row.state_code).toBeNull();
    const edited = await as(t)
      .on(bannerResource)
      .update(row.id, { state_code: '14', title: 'Todo México', active: true });
    expect(edited.body.data.state_code).toBeNull();
    const refused = await as(t).on(bannerResource).remove(row.id);
    expect(refused.status).toBe(422);
    expect(refused.problem?.message).toContain('no se puede eliminar');
  });

  it('reorders by drag: the banners take the places they held between them; others keep theirs', async () => {
    const placement = 'seminuevos';
    const [a, b, c] = [
      await buildBanner(db(), { placement, state_code: '21', title: 'A', position: 10 }),
      await buildBanner(db(), { placement, state_code: '21', title: 'B', position: 20 }),
      await buildBanner(db(), { placement, state_code: '21', title: 'C', position: 30 }),
    ];
    const answer = await as(t).put(`/api${bannerResource.api}/order`, { ids: [c!.id, a!.id] });
    expect(answer.status, answer.raw.body).toBe(200);
    const listed = await as(t).on(bannerResource).list({ placement, state_code: '21', sort: 'position|asc' });
    expect(listed.body.data.map((row) => row.title)).toEqual(['C', 'B', 'A']);

    const foreign = await buildBanner(db(), { placement: 'home', state_code: '21', title: 'D' });
    const mixed = await as(t).put(`/api${bannerResource.api}/order`, { ids: [b!.id, foreign.id] });
    expect(mixed.status).toBe(422);
    expect(mixed.problem?.message).toContain('Recarga la página');
  });
});

describe('banner images', () => {
  it('stores a desktop and a mobile image of their recommended shapes as WebP variants', async () => {
    const banner = await buildBanner(db(), { state_code: '26', title: 'Con imágenes' });
    const desktop = await upload(banner.id, 'desktop', 1920, 480);
    expect(desktop.statusCode, desktop.body).toBe(200);
    const mobile = await upload(banner.id, 'mobile', 800, 800);
    expect(mobile.statusCode, mobile.body).toBe(200);
    const image = (mobile.json() as { data: { image: Record<string, string> } }).data.image;
    expect(image.full).toMatch(/\/uploads\/banners\/mobile\/[0-9a-f-]{36}-full\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image.card! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const one = await as(t).on(bannerResource).one(banner.id);
    expect(one.body.data.desktop?.full).toMatch(/-full\.webp$/);
    expect(one.body.data.mobile).not.toBeNull();
  });

  it('refuses an image too small or of another shape, saying the sizes, and keeps the one stored', async () => {
    const banner = await buildBanner(db(), { title: 'Tamaños' });
    const small = await upload(banner.id, 'desktop', 800, 200);
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe(
      'La imagen para escritorio mide 800 × 200 px y es muy pequeña: el tamaño recomendado es 1920 × 480 px (mínimo 1280 × 320 px).',
    );
    const square = await upload(banner.id, 'mobile', 1200, 600, 'en');
    expect(square.statusCode).toBe(422);
    expect(square.json().message).toBe(
      'The mobile image is 1200 × 600 px and does not have the banner’s proportions: use 800 × 800 px (or the same proportions).',
    );
    const [row] = await db().select().from(banners).where(eq(banners.id, banner.id));
    expect(row).toMatchObject({ desktop_path: null, mobile_path: null });
  });
});

describe('what is live (scheduling with a given clock)', () => {
  it('shows a banner from the first minute of its start day to the last of its end day, Mexico City time', async () => {
    const banner = await buildBanner(db(), {
      placement: 'home',
      state_code: '31',
      title: 'Mérida: diciembre',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      ...withImages,
    });
    const live = async (iso: string) =>
      (await liveStateBanners(db(), 'home', '31', new Date(iso))).rows.some((row) => row.id === banner.id);
    // Mexico City is UTC−6: 1 December begins at 06:00 UTC and 31 December ends at 06:00 UTC on 1 January.
    expect(await live('2026-12-01T05:59:59Z')).toBe(false);
    expect(await live('2026-12-01T06:00:00Z')).toBe(true);
    expect(await live('2027-01-01T05:59:59Z')).toBe(true);
    expect(await live('2027-01-01T06:00:00Z')).toBe(false);
    expect(mexicoCityDay(new Date('2027-01-01T05:59:59Z'))).toBe('2026-12-31');
  });

  it('never shows an inactive banner or one missing an image', async () => {
    await buildBanner(db(), {
      placement: 'home',
      state_code: '04',
      title: 'Inactivo',
      active: false,
      ...withImages,
    });
    await buildBanner(db(), {
      placement: 'home',
      state_code: '04',
      title: 'Sin móvil',
      desktop_path: 'banners/desktop/x',
    });
    const { rows } = await liveStateBanners(db(), 'home', '04', new Date());
    expect(rows.map((row) => row.title)).not.toContain('Inactivo');
    expect(rows.map((row) => row.title)).not.toContain('Sin móvil');
  });
});

describe('public read API', () => {
  let nationalId = 0;
  beforeAll(async () => {
    const national = await as(t).get('/api/mi-vitrina/banners/national', { placement: 'home' });
    nationalId = (national.body as { data: { id: number } }).data.id;
    await db()
      .update(banners)
      .set({ active: true, title: 'Todo México', ...withImages })
      .where(eq(banners.id, nationalId));
    await buildBanner(db(), {
      placement: 'home',
      state_code: '14',
      title: 'Jalisco 2',
      position: 50,
      ...withImages,
    });
    await buildBanner(db(), {
      placement: 'home',
      state_code: '14',
      title: 'Jalisco 1',
      position: 40,
      ...withImages,
    });
    await buildBanner(db(), {
      placement: 'home',
      state_code: '14',
      title: 'Jalisco vencido',
      position: 45,
      ends_on: '2020-01-31',
      ...withImages,
    });
  });

  it('answers a state’s live banners in order, with their variants, to anyone', async () => {
    const answer = await publicGet('placement=home&state=Jalisco');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as PublicBannersAnswer;
    expect(body.meta).toEqual({ placement: 'home', state_code: '14', fallback: false });
    expect(body.data.map((row) => row.title)).toEqual(['Jalisco 1', 'Jalisco 2']);
    expect(body.data[0]!.desktop).toEqual({
      thumb: '/uploads/banners/desktop/prueba-thumb.webp',
      card: '/uploads/banners/desktop/prueba-card.webp',
      full: '/uploads/banners/desktop/prueba-full.webp',
    });
    const byCode = (await publicGet('placement=home&state=14')).json() as PublicBannersAnswer;
    expect(byCode.data).toEqual(body.data);
  });

  it('falls back to the national banner for a state without live banners, and answers it without a state', async () => {
    const body = (await publicGet('placement=home&state=estado%20de%20mexico')).json() as PublicBannersAnswer;
    expect(body.meta).toEqual({ placement: 'home', state_code: '15', fallback: true });
    expect(body.data.map((row) => row.id)).toEqual([nationalId]);
    const national = (await publicGet('placement=home')).json() as PublicBannersAnswer;
    expect(national.data.map((row) => row.id)).toEqual([nationalId]);
    expect(national.meta.fallback).toBe(false);
  });

  it('is cacheable for a minute: ETag, Cache-Control and 304 for the same version; a change is a new ETag', async () => {
    const first = await publicGet('placement=home&state=14');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await publicGet('placement=home&state=14', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await buildBanner(db(), {
      placement: 'home',
      state_code: '14',
      title: 'Jalisco 3',
      position: 60,
      ...withImages,
    });
    const changed = await publicGet('placement=home&state=14', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as PublicBannersAnswer).data.map((row) => row.title)).toContain('Jalisco 3');
  });

  it('answers a catalog page’s banners by brand slug or body type, and says what it does not know', async () => {
    const brand = await buildBrand(db(), { name: 'Marca Banner', slug: 'marca-banner' });
    const body = await buildBody(db(), { name: 'Carrocería Banner' });
    await buildBanner(db(), {
      placement: 'catalog',
      state_code: null,
      brand_id: brand.id,
      title: 'Marca',
      ...withImages,
    });
    await buildBanner(db(), {
      placement: 'catalog',
      state_code: null,
      body_id: body.id,
      title: 'Carro',
      ...withImages,
    });
    const byBrand = (await publicGet('placement=catalog&brand=marca-banner')).json() as PublicBannersAnswer;
    expect(byBrand.data.map((row) => row.title)).toEqual(['Marca']);
    const byBody = (await publicGet(`placement=catalog&body=${body.id}`)).json() as PublicBannersAnswer;
    expect(byBody.data.map((row) => row.title)).toEqual(['Carro']);

    const unknownState = await publicGet('placement=home&state=Atlantis');
    expect(unknownState.statusCode).toBe(422);
    expect(unknownState.json().message).toContain('Atlantis');
    const unknownBrand = await publicGet('placement=catalog&brand=no-existe');
    expect(unknownBrand.statusCode).toBe(422);
    const neither = await publicGet('placement=catalog');
    expect(neither.statusCode).toBe(422);
  });
});

describe('catalog banners', () => {
  it('creates a banner for exactly one brand or body type that exists', async () => {
    const brand = await buildBrand(db(), { name: 'Marca Catálogo', slug: 'marca-catalogo' });
    const created = await as(t)
      .on(catalogBannerResource)
      .create({ brand_id: brand.id, title: 'Ofertas de la marca' });
    expect(created.status, created.raw.body).toBe(201);
    expect(created.body.data).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Marca Catálogo',
      body_id: null,
    });
    const both = await as(t)
      .on(catalogBannerResource)
      .create({ brand_id: brand.id, body_id: 1, title: 'Ambos' });
    expect(both.status).toBe(422);
    expect(both.problem?.errors?.brand_id).toEqual(['Elige una marca o una carrocería (solo una).']);
    const missing = await as(t).on(catalogBannerResource).create({ brand_id: 999_999, title: 'Nada' });
    expect(missing.problem?.errors?.brand_id).toEqual(['La marca no existe.']);
    // A catalog banner is not one of the state placements' and the other way round.
    expect((await as(t).on(bannerResource).one(created.body.data.id)).status).toBe(404);
  });
});

listContract(bannerResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    await buildBanner(app.context.database.db, {
      placement: 'nuevos',
      state_code: i % 2 ? '09' : '14',
      title: text,
      position: 1000 + i,
      active: i % 3 !== 2,
    });
  },
});

listContract(catalogBannerResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const database = app.context.database.db;
    const target =
      i % 2
        ? {
            brand_id: (await buildBrand(database, { name: `Marca ${text}`, slug: `marca-contrato-${i}` })).id,
          }
        : { body_id: (await buildBody(database, { name: `Carrocería ${text}` })).id };
    await buildBanner(database, {
      placement: 'catalog',
      state_code: null,
      ...target,
      title: text,
      position: 1000 + i,
      active: i % 3 !== 2,
    });
  },
});
