import { ROLES, tutorialResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildTutorial } from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { headers } from '../../../test/kits/sessions';

let t: TestApp;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp({ TUTORIAL_VIDEO_MAX_BYTES: String(1024 * 1024) });
});
afterAll(() => t.close());

const manage = () => as(t).on(tutorialResource);
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cómo publicar un seminuevo',
  description: 'Fotos, precio y descripción en cinco minutos.',
  category: 'Inventario',
  audience: 'dealers',
  position: 1,
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
  ...overrides,
});

type Library = {
  data: { id: number; title: string; watched: boolean; video: { kind: string; url: string } | null }[];
  categories: string[];
};

/** A minimal MP4 (an `ftyp` box) and WebM (the EBML magic): the checks read only the first bytes. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]);

async function upload(path: string, content: Buffer, name: string, type: string) {
  const file = fileUpload(content, name, type);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...(await headers(t, 'admin')), ...file.headers },
    payload: file.payload,
  });
}

describe('managing tutorials', () => {
  it('stores a YouTube link and answers its privacy-enhanced embed, audited', async () => {
    const created = await manage().create(valid());
    expect(created.status, created.raw.body).toBe(201);
    expect(created.body.data.video).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      content_type: null,
    });
    expect(await auditOf(db(), 'tutorial', created.body.data.id)).toHaveLength(1);
    const vimeo = await manage().create(valid({ video_url: 'https://vimeo.com/76979871' }));
    expect(vimeo.body.data.video?.url).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('says clearly when a link is not a supported video, in both languages', async () => {
    const es = await manage().create(valid({ video_url: 'https://www.dailymotion.com/video/x8' }));
    expect(es.status).toBe(422);
    expect(es.problem.errors?.video_url?.[0]).toMatch(/^El enlace no es de un video de YouTube o Vimeo/);
    const en = await as(t)
      .en.on(tutorialResource)
      .create(valid({ video_url: 'javascript:alert(1)' }));
    expect(en.problem.errors?.video_url?.[0]).toMatch(/^The link is not a YouTube or Vimeo video/);
  });

  it('uploads a video file (MP4 or WebM by its bytes, size limited) that replaces the link', async () => {
    const tutorial = (await manage().create(valid({ title: 'Con archivo' }))).body.data;
    const path = `/api/mi-vitrina/tutorials/${tutorial.id}/video`;

    const notVideo = await upload(path, await smallPng(), 'video.mp4', 'video/mp4');
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json().errors.file).toEqual(['El archivo debe ser un video MP4 o WebM.']);

    const big = await upload(path, Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]), 'largo.mp4', 'video/mp4');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('El video pesa más de 1 MB. Súbelo a YouTube o Vimeo y pega el enlace.');

    const ok = await upload(path, MP4, 'alta.mp4', 'video/mp4');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.video).toMatchObject({ kind: 'file', content_type: 'video/mp4' });
    expect(ok.json().data.video.url).toMatch(/^\/uploads\/tutorials\/videos\/.+\.mp4$/);
    const served = await t.app.inject({ method: 'GET', url: ok.json().data.video.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect((await manage().one(tutorial.id)).body.data.video_url).toBeNull();

    const webm = await upload(path, WEBM, 'alta.webm', 'video/webm');
    expect(webm.json().data.video.content_type).toBe('video/webm');
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: ok.json().data.video.url })).statusCode).toBe(404);

    const removed = await as(t).delete(path);
    expect(removed.body).toEqual({ data: { video: null } });
  });

  it('uploads a thumbnail through the image pipeline', async () => {
    const tutorial = (await manage().create(valid({ title: 'Con miniatura' }))).body.data;
    const response = await upload(
      `/api/mi-vitrina/tutorials/${tutorial.id}/thumbnail`,
      await smallPng(640, 360),
      'mini.png',
      'image/png',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.thumbnail.thumb).toMatch(/-thumb\.webp$/);
  });

  it('deletes a tutorial', async () => {
    const tutorial = (await manage().create(valid({ title: 'Para borrar' }))).body.data;
    expect((await manage().remove(tutorial.id)).body).toEqual({ message: 'Tutorial eliminado.' });
    expect((await manage().one(tutorial.id)).status).toBe(404);
  });
});

describe('the libraries', () => {
  it('shows a dealer their audience by category and position, searchable, with what they watched', async () => {
    const agency = await buildAgency(db());
    const gerente = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const other = as(t, { role: ROLES.advisor, agencies: [agency.id] });
    const first = await buildTutorial(db(), {
      title: 'Fotos que venden',
      category: 'Inventario',
      position: 2,
    });
    const second = await buildTutorial(db(), { title: 'Alta rápida', category: 'Inventario', position: 1 });
    const leads = await buildTutorial(db(), { title: 'Responder un lead', category: 'Leads', position: 1 });
    await buildTutorial(db(), { title: 'Sin video', video_url: null });
    const internal = await buildTutorial(db(), {
      title: 'Soporte nivel 1',
      audience: 'internal',
      category: 'Soporte',
    });

    const library = await gerente.get<Library>('/api/mi-vitrina/tutorials/library', { agency: agency.id });
    expect(library.status, library.raw.body).toBe(200);
    const ids = library.body.data.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(leads.id);
    expect(ids).not.toContain(internal.id);
    expect(library.body.data.every((row) => row.video !== null)).toBe(true);
    expect(library.body.categories).toEqual(expect.arrayContaining(['Inventario', 'Leads']));
    expect(library.body.categories).not.toContain('Soporte');

    const searched = await gerente.get<Library>('/api/mi-vitrina/tutorials/library', {
      agency: agency.id,
      search: 'QUE VENDEN',
    });
    expect(searched.body.data.map((row) => row.id)).toEqual([first.id]);
    const byCategory = await gerente.get<Library>('/api/mi-vitrina/tutorials/library', {
      agency: agency.id,
      category: 'Leads',
    });
    expect(byCategory.body.data.map((row) => row.id)).toContain(leads.id);
    expect(byCategory.body.data.every((row) => row.id !== first.id)).toBe(true);

    const marked = await gerente.put(
      `/api/mi-vitrina/tutorials/library/${first.id}/watched?agency=${agency.id}`,
      {
        watched: true,
      },
    );
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ data: { id: first.id, watched: true } });
    const again = await gerente.put(
      `/api/mi-vitrina/tutorials/library/${first.id}/watched?agency=${agency.id}`,
      {
        watched: true,
      },
    );
    expect(again.body).toEqual(marked.body);

    const watched = (await gerente.get<Library>('/api/mi-vitrina/tutorials/library', { agency: agency.id }))
      .body.data;
    expect(watched.find((row) => row.id === first.id)?.watched).toBe(true);
    // Per user: the advisor has not watched it.
    const theirs = (await other.get<Library>('/api/mi-vitrina/tutorials/library', { agency: agency.id })).body
      .data;
    expect(theirs.find((row) => row.id === first.id)?.watched).toBe(false);

    await gerente.put(`/api/mi-vitrina/tutorials/library/${first.id}/watched?agency=${agency.id}`, {
      watched: false,
    });
    const unwatched = (await gerente.get<Library>('/api/mi-vitrina/tutorials/library', { agency: agency.id }))
      .body.data;
    expect(unwatched.find((row) => row.id === first.id)?.watched).toBe(false);

    // A tutorial of the other audience is not there to mark.
    const wrong = await gerente.put(
      `/api/mi-vitrina/tutorials/library/${internal.id}/watched?agency=${agency.id}`,
      {
        watched: true,
      },
    );
    expect(wrong.status).toBe(404);
  });

  it('refuses the dealers’ library to a dealership whose package lacks tutorials', async () => {
    const agency = await buildAgency(db(), { packageName: null });
    const gerente = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const refused = await gerente.get('/api/mi-vitrina/tutorials/library', { agency: agency.id });
    expect(refused.status).toBe(403);
  });

  it('shows staff the internal tutorials ("Uni AD") and not the dealers’', async () => {
    const internal = await buildTutorial(db(), {
      title: 'Alta de agencias',
      audience: 'internal',
      category: 'Operación',
    });
    const dealers = await buildTutorial(db(), { title: 'Solo agencias', category: 'Operación' });
    const library = await as(t, 'admin').get<Library>('/api/mi-vitrina/internal-tutorials');
    expect(library.body.data.map((row) => row.id)).toContain(internal.id);
    expect(library.body.data.map((row) => row.id)).not.toContain(dealers.id);
    const marked = await as(t, 'admin').put(`/api/mi-vitrina/internal-tutorials/${internal.id}/watched`, {
      watched: true,
    });
    expect(marked.body).toMatchObject({ data: { watched: true } });
    expect((await as(t, 'gerenteA').get('/api/mi-vitrina/internal-tutorials')).status).toBe(403);
  });
});

listContract(tutorialResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    await buildTutorial(app.context.database.db, {
      title: text,
      category: text,
      position: i % 3,
      audience: i % 2 === 0 ? 'dealers' : 'internal',
      video_url: i % 4 === 3 ? null : undefined,
    });
  },
  exported: { file: { es: 'tutoriales', en: 'tutorials' } },
});
