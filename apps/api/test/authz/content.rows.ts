import { blogPostResource, tutorialResource } from '@vitrina/shared';
import { buildBlogPost, buildTutorial } from '../factories';
import { fileUpload, smallPng } from '../image-fixtures';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { all, onlyFor, type Row, type RowSet, signedIn } from './rows';

/** Filled in by setup: a post and a tutorial of each kind, and one to delete per administrator. */
const o = {
  post: 0,
  publishedSlug: '',
  draftSlug: '',
  tutorial: 0,
  internal: 0,
  image: Buffer.alloc(0) as Buffer,
  doomed: { post: {}, tutorial: {} } as Record<'post' | 'tutorial', Partial<Record<PrincipalName, number>>>,
};
const doomed = (kind: 'post' | 'tutorial') => (who: PrincipalName) => o.doomed[kind][who] ?? 987654;
/** No post or tutorial has this id: allowed principals reach the handler and get 404. */
const MISSING = 999_999;
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

const upload = (url: string, content: () => Buffer, name: string, type: string) => () => {
  const body = fileUpload(content(), name, type);
  return { method: 'POST' as const, url, payload: body.payload, headers: body.headers };
};
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(32)]);

/** The dealers' library: `read tutorials` (every role) and the package's `view tutorials`, in dealership A. */
const dealersLibrary = {
  ...signedIn(200),
  noAgency: 403,
  suspended: 403,
};

const rows: Row[] = [
  ...crudRows(blogPostResource, {
    noun: { one: 'blog post', many: 'blog posts' },
    id: () => o.post,
    doomed: doomed('post'),
    create: (who) => ({ title: `Nota ${who}`, category: 'Consejos', author: 'Equipo Vitrina' }),
    update: () => ({
      title: 'Nota matriz',
      slug: 'nota-matriz',
      category: 'Consejos',
      author: 'Equipo Vitrina',
    }),
    query: { export: () => ({ format: 'csv' }) },
  }),
  {
    route: 'POST /api/mi-vitrina/blog/posts/:id/cover',
    title: 'upload a post cover (valid image, post that does not exist)',
    request: upload(`/api/mi-vitrina/blog/posts/${MISSING}/cover`, () => o.image, 'portada.png', 'image/png'),
    expect: staff(404),
  },
  {
    route: 'DELETE /api/mi-vitrina/blog/posts/:id/cover',
    title: 'remove a post cover (post without one)',
    request: () => ({ method: 'DELETE', url: `/api/mi-vitrina/blog/posts/${o.post}/cover` }),
    expect: staff(200),
  },
  {
    route: 'GET /api/public/v1/blog/posts',
    title: 'the public list of published posts is open to everyone',
    request: () => ({ method: 'GET', url: '/api/public/v1/blog/posts' }),
    expect: all(200),
  },
  {
    route: 'GET /api/public/v1/blog/posts/:slug',
    title: 'a published post by its slug is open to everyone',
    request: () => ({ method: 'GET', url: `/api/public/v1/blog/posts/${o.publishedSlug}` }),
    expect: all(200),
  },
  {
    route: 'GET /api/public/v1/blog/posts/:slug',
    title: 'a draft is not found for anyone, signed in or not',
    request: () => ({ method: 'GET', url: `/api/public/v1/blog/posts/${o.draftSlug}` }),
    expect: all(404),
  },

  ...crudRows(tutorialResource, {
    noun: { one: 'tutorial', many: 'tutorials' },
    id: () => o.tutorial,
    doomed: doomed('tutorial'),
    create: (who) => ({ title: `Tutorial ${who}`, category: 'Inventario', audience: 'dealers' }),
    update: () => ({
      title: 'Tutorial matriz',
      category: 'Inventario',
      audience: 'dealers',
      video_url: 'https://vimeo.com/76979871',
    }),
    query: { export: () => ({ format: 'csv' }) },
  }),
  {
    route: 'POST /api/mi-vitrina/tutorials/:id/thumbnail',
    title: 'upload a tutorial thumbnail (tutorial that does not exist)',
    request: upload(`/api/mi-vitrina/tutorials/${MISSING}/thumbnail`, () => o.image, 'mini.png', 'image/png'),
    expect: staff(404),
  },
  {
    route: 'DELETE /api/mi-vitrina/tutorials/:id/thumbnail',
    title: 'remove a tutorial thumbnail (tutorial without one)',
    request: () => ({ method: 'DELETE', url: `/api/mi-vitrina/tutorials/${o.tutorial}/thumbnail` }),
    expect: staff(200),
  },
  {
    route: 'POST /api/mi-vitrina/tutorials/:id/video',
    title: 'upload a tutorial video (tutorial that does not exist)',
    request: upload(`/api/mi-vitrina/tutorials/${MISSING}/video`, () => MP4, 'video.mp4', 'video/mp4'),
    expect: staff(404),
  },
  {
    route: 'DELETE /api/mi-vitrina/tutorials/:id/video',
    title: 'remove a tutorial video (tutorial without a file)',
    request: () => ({ method: 'DELETE', url: `/api/mi-vitrina/tutorials/${o.tutorial}/video` }),
    expect: staff(200),
  },
  {
    route: 'GET /api/mi-vitrina/tutorials/library',
    title: 'the dealers’ tutorials of dealership A',
    request: (world) => ({
      method: 'GET',
      url: `/api/mi-vitrina/tutorials/library?agency=${world.agencyA.id}`,
    }),
    expect: dealersLibrary,
  },
  {
    route: 'PUT /api/mi-vitrina/tutorials/library/:id/watched',
    title: 'mark a dealers’ tutorial watched',
    request: (world) => ({
      method: 'PUT',
      url: `/api/mi-vitrina/tutorials/library/${o.tutorial}/watched?agency=${world.agencyA.id}`,
      payload: { watched: true },
    }),
    expect: dealersLibrary,
  },
  {
    route: 'GET /api/mi-vitrina/internal-tutorials',
    title: 'the staff’s tutorials (Uni AD)',
    request: () => ({ method: 'GET', url: '/api/mi-vitrina/internal-tutorials' }),
    expect: staff(200),
  },
  {
    route: 'PUT /api/mi-vitrina/internal-tutorials/:id/watched',
    title: 'mark a staff tutorial watched',
    request: () => ({
      method: 'PUT',
      url: `/api/mi-vitrina/internal-tutorials/${o.internal}/watched`,
      payload: { watched: true },
    }),
    expect: staff(200),
  },
];

export const contentRows: RowSet = {
  name: 'blog and tutorials',
  async setup(t) {
    const db = t.context.database.db;
    o.image = await smallPng();
    o.post = (await buildBlogPost(db, { slug: 'nota-matriz', status: 'draft' })).id;
    o.publishedSlug = (await buildBlogPost(db, { status: 'published' })).slug;
    o.draftSlug = (await buildBlogPost(db, { status: 'draft' })).slug;
    o.tutorial = (await buildTutorial(db, { title: 'Tutorial matriz', video_url: null })).id;
    o.internal = (await buildTutorial(db, { audience: 'internal' })).id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.post[who] = (await buildBlogPost(db)).id;
      o.doomed.tutorial[who] = (await buildTutorial(db)).id;
    }
  },
  rows,
};
