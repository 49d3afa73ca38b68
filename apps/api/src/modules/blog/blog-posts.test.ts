import { blogPostResource } from '@vitrina/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildBlogPost } from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';

let t: TestApp;
const db = () => t.context.database.db;

let systemNow: () => Date;

beforeAll(async () => {
  t = await buildTestApp();
  systemNow = t.context.clock.now;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  t.context.clock.now = systemNow;
});

const posts = () => as(t).on(blogPostResource);
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: '¿Cómo elegir tu próximo SUV?',
  body: '## Lo básico\n\nCompara **consumo** y espacio.',
  category: 'Consejos',
  tags: ['SUV', 'Compra'],
  author: 'Mariana López',
  status: 'draft',
  seo_description: 'Guía para elegir un SUV seminuevo en México.',
  ...overrides,
});
/** The marketplace site's calls: no token. */
const site = () => as(t, 'anonymous');

describe('blog posts', () => {
  it('makes the slug from the title, folding accents, and audits the post', async () => {
    const created = await posts().create(valid({ title: 'Guía de financiamiento en León, Gto. 2026' }));
    expect(created.status, created.raw.body).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'guia-de-financiamiento-en-leon-gto-2026',
      status: 'draft',
      publish_at: null,
      tags: ['SUV', 'Compra'],
      cover: null,
    });
    expect(await auditOf(db(), 'blog_post', created.body.data.id)).toHaveLength(1);
  });

  it('refuses a slug another post holds, with a clear message in both languages', async () => {
    await buildBlogPost(db(), { slug: 'autos-electricos' });
    const es = await posts().create(valid({ title: 'Autos eléctricos' }));
    expect(es.status).toBe(422);
    expect(es.problem.errors).toEqual({
      slug: ['Ya existe una publicación con ese slug. Cámbialo para que la dirección sea única.'],
    });
    const en = await as(t)
      .en.on(blogPostResource)
      .create(valid({ slug: 'autos-electricos' }));
    expect(en.problem.errors?.slug).toEqual([
      'A post with that slug already exists. Change it so the address is unique.',
    ]);
    // An edited slug is free again.
    const ok = await posts().create(valid({ title: 'Autos eléctricos', slug: 'autos-electricos-2026' }));
    expect(ok.status).toBe(201);
  });

  it('keeps the slug when the title changes and the slug is left out', async () => {
    const created = (await posts().create(valid({ title: 'Precio de seminuevos' }))).body.data;
    const withoutSlug = valid({ title: 'Precios de seminuevos en 2026' });
    const updated = await posts().update(created.id, withoutSlug);
    expect(updated.body.data).toMatchObject({
      title: 'Precios de seminuevos en 2026',
      slug: 'precio-de-seminuevos',
    });
    const renamed = await posts().update(created.id, { ...withoutSlug, slug: 'precios-2026' });
    expect(renamed.body.data.slug).toBe('precios-2026');
    const same = await posts().update(created.id, { ...withoutSlug, slug: 'precios-2026' });
    expect(same.status).toBe(200);
  });

  it('refuses a title that makes no slug, a badly written slug and a schedule without a date', async () => {
    expect((await posts().create(valid({ title: '¿¡…!?' }))).problem.errors).toEqual({
      slug: ['No se pudo formar un slug con el título; escribe uno.'],
    });
    expect((await posts().create(valid({ slug: 'Mi Nota' }))).problem.errors?.slug).toBeDefined();
    expect((await posts().create(valid({ status: 'scheduled' }))).problem.errors).toEqual({
      publish_at: ['Elige la fecha y hora en que se publicará.'],
    });
  });

  it('publishes now when published without a date', async () => {
    const before = Date.now();
    const created = (await posts().create(valid({ title: 'Publicada ya', status: 'published' }))).body.data;
    expect(created.status).toBe('published');
    expect(Date.parse(created.publish_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('uploads and removes a cover through the image pipeline', async () => {
    const created = (await posts().create(valid({ title: 'Con portada' }))).body.data;
    const upload = fileUpload(await smallPng(1200, 630), 'portada.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/mi-vitrina/blog/posts/${created.id}/cover`,
      headers: {
        ...(await (await import('../../../test/kits/sessions')).headers(t, 'admin')),
        ...upload.headers,
      },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.cover.card).toMatch(/^\/uploads\/blog\/covers\/.+-card\.webp$/);
    expect((await posts().one(created.id)).body.data.cover).toEqual(uploaded.json().data.cover);
    const removed = await as(t).delete(`/api/mi-vitrina/blog/posts/${created.id}/cover`);
    expect(removed.body).toEqual({ data: { cover: null } });
  });

  it('deletes a post', async () => {
    const created = (await posts().create(valid({ title: 'Borrar esta' }))).body.data;
    const removed = await posts().remove(created.id);
    expect(removed.body).toEqual({ message: 'Publicación eliminada.' });
    expect((await posts().one(created.id)).status).toBe(404);
  });
});

describe('scheduled publication', () => {
  it('a scheduled post goes public by itself at its date, on a controllable clock', async () => {
    const at = new Date(Date.now() + 10 * 60_000);
    const created = (
      await posts().create(
        valid({ title: 'Ofertas del Buen Fin', status: 'scheduled', publish_at: at.toISOString() }),
      )
    ).body.data;
    expect(created.status).toBe('scheduled');
    expect((await site().get(`/api/public/v1/blog/posts/${created.slug}`)).status).toBe(404);
    expect((await site().get('/api/public/v1/blog/posts', { limit: 50 })).body).not.toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ slug: created.slug })]),
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() + 1000));
    const one = await site().get<{ data: { slug: string; published_at: string; html: string } }>(
      `/api/public/v1/blog/posts/${created.slug}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ slug: created.slug, published_at: at.toISOString() });
    expect((await posts().one(created.id)).body.data.status).toBe('published');
    const listed = await posts().list({ status: 'published', search: 'Buen Fin' });
    expect(listed.body.data.map((row) => row.id)).toEqual([created.id]);
  });

  it('reads the app’s clock: moved past the date the post is public, moved back it is not', async () => {
    const at = new Date(Date.now() + 86_400_000);
    const created = (
      await posts().create(
        valid({ title: 'Venta nocturna de diciembre', status: 'scheduled', publish_at: at.toISOString() }),
      )
    ).body.data;
    const path = `/api/public/v1/blog/posts/${created.slug}`;
    expect((await site().get(path)).status).toBe(404);

    t.context.clock.now = () => new Date(at.getTime() + 1000);
    expect((await site().get(path)).status).toBe(200);
    expect((await posts().one(created.id)).body.data.status).toBe('published');

    t.context.clock.now = () => new Date(at.getTime() - 1000);
    expect((await site().get(path)).status).toBe(404);
    expect((await posts().one(created.id)).body.data.status).toBe('scheduled');
  });
});

describe('public read API', () => {
  it('answers only published posts, newest first, paged, with a safe HTML body', async () => {
    const category = `Cat ${Date.now()}`;
    const old = await buildBlogPost(db(), { category, publish_at: new Date('2026-01-10T12:00:00Z') });
    const recent = await buildBlogPost(db(), {
      category,
      publish_at: new Date('2026-03-10T12:00:00Z'),
      body: 'Hola <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const draft = await buildBlogPost(db(), { category, status: 'draft' });
    const future = await buildBlogPost(db(), {
      category,
      status: 'scheduled',
      publish_at: new Date(Date.now() + 86_400_000),
    });

    const page = await site().get<{ data: { slug: string }[]; meta: object }>('/api/public/v1/blog/posts', {
      category,
      limit: 1,
    });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      data: [expect.objectContaining({ slug: recent.slug })],
      meta: { total: 2, page: 1, limit: 1 },
    });
    const second = await site().get<{ data: { slug: string }[] }>('/api/public/v1/blog/posts', {
      category,
      limit: 1,
      page: 2,
    });
    expect(second.body.data.map((post) => post.slug)).toEqual([old.slug]);

    for (const hidden of [draft, future]) {
      expect((await site().get(`/api/public/v1/blog/posts/${hidden.slug}`)).status).toBe(404);
    }
    const one = await site().get<{ data: { html: string; body: string } }>(
      `/api/public/v1/blog/posts/${recent.slug}`,
    );
    expect(one.body.data.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(one.body.data.html).toContain('&lt;script&gt;');
    expect(JSON.stringify(page.body)).not.toContain('"id"');
  });

  it('is cacheable: ETag, one minute of Cache-Control, 304 for the same version, a new ETag after a change', async () => {
    const post = await buildBlogPost(db(), { title: 'Cacheable', category: 'Caché' });
    const url = `/api/public/v1/blog/posts/${post.slug}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await posts().update(
      post.id,
      valid({ title: 'Cacheable (editada)', slug: post.slug, status: 'published' }),
    );
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    const list = await t.app.inject({ method: 'GET', url: '/api/public/v1/blog/posts?category=Cach%C3%A9' });
    expect(list.headers.etag).toBeDefined();
    const listAgain = await t.app.inject({
      method: 'GET',
      url: '/api/public/v1/blog/posts?category=Cach%C3%A9',
      headers: { 'if-none-match': list.headers.etag as string },
    });
    expect(listAgain.statusCode).toBe(304);
  });

  it('refuses a page size over 50', async () => {
    expect((await site().get('/api/public/v1/blog/posts', { limit: 51 })).status).toBe(422);
  });
});

listContract(blogPostResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    await buildBlogPost(app.context.database.db, {
      title: text,
      slug: `contrato-${i}-${Math.random().toString(36).slice(2, 10)}`,
      status: (['draft', 'scheduled', 'published'] as const)[i % 3],
      publish_at:
        i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + i) + (i % 3 === 1 ? 365 * 86_400_000 : 0)),
    });
  },
  exported: {
    file: { es: 'blog', en: 'blog' },
    headers: {
      es: [
        'ID',
        'Título',
        'Slug',
        'Categoría',
        'Etiquetas',
        'Autor',
        'Estado',
        'Publicación',
        'Creado',
        'Actualizado',
      ],
      en: [
        'ID',
        'Title',
        'Slug',
        'Category',
        'Tags',
        'Author',
        'Status',
        'Publish date',
        'Created',
        'Updated',
      ],
    },
  },
});
