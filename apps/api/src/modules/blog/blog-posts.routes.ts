import {
  blogPostInput,
  blogPostResource,
  blogSlug,
  imageAnswer,
  publicBlogList,
  publicBlogOne,
  publicBlogQuery,
  renderMarkdown,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { sendCacheable } from '../../lib/http-cache';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { imageUrls } from '../../lib/image-urls';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { imageFile, removeQuietly } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';
import { deleteRow, insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { PUBLIC_ACCESS } from '../../plugins/access';
import {
  type BlogPostRow,
  blogPostSource,
  findBlogPost,
  publicBlogPost,
  publicBlogPosts,
  toBlogPost,
} from './blog-posts.repository';

const rules = { unique: { blog_posts_slug_unique: ['slug', 'blog.slug_taken'] } } as const;

const columns = (): ExportColumn<BlogPostRow>[] => [
  idColumn(),
  { header: { es: 'Título', en: 'Title' }, value: (row) => row.title, width: 40 },
  { header: { es: 'Slug', en: 'Slug' }, value: (row) => row.slug, width: 30 },
  { header: { es: 'Categoría', en: 'Category' }, value: (row) => row.category, width: 20 },
  { header: { es: 'Etiquetas', en: 'Tags' }, value: (row) => row.tags.join(', '), width: 30 },
  { header: { es: 'Autor', en: 'Author' }, value: (row) => row.author, width: 20 },
  { header: { es: 'Estado', en: 'Status' }, value: (row) => row.status, width: 12 },
  {
    header: { es: 'Publicación', en: 'Publish date' },
    value: (row) => (row.publish_at ? new Date(row.publish_at) : null),
    width: 20,
  },
  createdColumn(),
  updatedColumn(),
];

type Input = z.output<typeof blogPostInput>;

/** The slug given, or one made from the title; a slug another post holds is a 422 on `slug`. */
async function slugFor(tx: Tx, input: Input, exceptId = 0): Promise<string> {
  const slug = input.slug ?? blogSlug(input.title);
  if (!slug) throw invalid({ slug: ['blog.slug_required'] });
  if (await valueTaken(tx, blogPosts.slug, slug, { exceptId, compare: 'exact' })) {
    throw invalid({ slug: ['blog.slug_taken'] });
  }
  return slug;
}

/** Publishing without a date publishes `now`; a draft keeps the date it may have been given. */
function values(input: Input, slug: string, now: Date) {
  const publishAt = input.publish_at ? new Date(input.publish_at) : input.status === 'published' ? now : null;
  return {
    title: input.title,
    slug,
    body: input.body,
    category: input.category,
    tags: input.tags,
    author: input.author,
    status: input.status,
    publish_at: publishAt,
    seo_description: input.seo_description,
  };
}

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Blog posts (`/blog`) and the marketplace site's public read API of the published ones. */
export const blogModule: Module = (app, context) => {
  const {
    database: { db },
    storage,
    clock,
  } = context;
  const kit = resourceKit(app, blogPostResource, { db, tag: 'blog' });
  const toItem = (row: BlogPostRow) => toBlogPost(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findBlogPost(tx, id, clock.now());
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, blogPosts, id);
  const source = (filters: { status?: Input['status'] | undefined; category?: string | undefined }) =>
    blogPostSource(filters, clock.now());

  listRoute(kit, { summary: 'Blog posts, paged, sorted and searched', source, toItem });
  exportRoute(kit, {
    summary: 'Blog posts as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'blog', en: 'blog' },
  });
  oneRoute(kit, {
    summary: 'One blog post, with its Markdown body',
    find: ({ id }) => findBlogPost(db, id, clock.now()),
    toItem,
  });

  createRoute(kit, {
    summary: 'Write a post; without a slug one is made from the title',
    entity: 'blog_post',
    body: blogPostInput,
    rules,
    insert: async (tx, input) =>
      insertRow(tx, blogPosts, values(input, await slugFor(tx, input), clock.now())),
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Edit, schedule or publish a post',
    entity: 'blog_post',
    body: blogPostInput,
    rules,
    lock,
    // An omitted slug keeps the post's address: links to it stay valid when the title changes.
    update: async (tx, before, input: Input) => {
      const kept = { ...input, slug: input.slug ?? (before.slug as string) };
      return updateRow(
        tx,
        blogPosts,
        before.id,
        values(kept, await slugFor(tx, kept, before.id), clock.now()),
      );
    },
    find,
    toItem,
  });

  deleteRoute(kit, {
    summary: 'Delete a post and its cover',
    entity: 'blog_post',
    lock,
    remove: (tx, row) => deleteRow(tx, blogPosts, row.id),
    afterCommit: async (row, request) => {
      if (row.cover_path) await removeQuietly(request, storage, row.cover_path as string);
    },
    message: (locale) => translate(locale, 'blog.deleted'),
  });

  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/blog/posts/:id/cover',
    config: { access: { permission: blogPostResource.permissions.update, scope: 'platform' } },
    tags: ['blog'],
    summary: {
      upload: 'Upload the cover (multipart field "file": JPEG, PNG or WebP)',
      remove: 'Remove the cover',
    },
    names: { params: idParams },
    response: { 200: imageAnswer('cover'), ...errorAnswers },
    kind: imageFile(context.config.uploads),
    table: blogPosts,
    entity: 'blog_post',
    slot: ({ id }) => ({ id, column: 'cover_path', prefix: 'blog/covers' }),
    auditEmptyRemoval: true,
    answer: (row) => ({ data: { cover: imageUrls(row.cover_path, storage.publicBase) } }),
  });

  // The marketplace site reads published posts here: no token, cacheable for a minute (ETag, 304).
  const toPublic = (row: BlogPostRow) => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    tags: row.tags,
    author: row.author,
    published_at: row.publish_at ?? row.updated_at,
    seo_description: row.seo_description,
    cover: toItem(row).cover,
  });

  app.get(
    '/api/public/v1/blog/posts',
    {
      config: { access: PUBLIC_ACCESS },
      schema: {
        tags: ['blog'],
        summary: 'Published blog posts, newest first, paged (cacheable: ETag, Cache-Control)',
        security: [],
        querystring: publicBlogQuery,
        response: { 200: publicBlogList, 422: errorAnswers[422] },
      },
    },
    async (request, reply) => {
      const { rows, total } = await publicBlogPosts(db, request.query, clock.now());
      const { page, limit } = request.query;
      return sendCacheable(request, reply, { data: rows.map(toPublic), meta: { total, page, limit } });
    },
  );

  app.get(
    '/api/public/v1/blog/posts/:slug',
    {
      config: { access: PUBLIC_ACCESS },
      schema: {
        tags: ['blog'],
        summary: 'One published blog post by its slug, with its body as Markdown and as safe HTML',
        security: [],
        params: slugParams,
        response: { 200: publicBlogOne, 404: errorAnswers[404] },
      },
    },
    async (request, reply) => {
      const row = await publicBlogPost(db, request.params.slug, clock.now());
      if (!row) throw notFound();
      return sendCacheable(request, reply, {
        data: { ...toPublic(row), body: row.body, html: renderMarkdown(row.body) },
      });
    },
  );
};
