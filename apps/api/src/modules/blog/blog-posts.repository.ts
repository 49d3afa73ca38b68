import { type BlogStatus, blogPostResource, type SortField } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

export interface BlogPostRow {
  id: number;
  title: string;
  slug: string;
  body: string;
  category: string;
  tags: string[];
  author: string;
  status: BlogStatus;
  publish_at: string | null;
  seo_description: string;
  cover_path: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The status a reader sees at `now`: a scheduled post whose date has come is published. Computed
 * when read, so scheduling needs no job and is right on every process at once.
 */
export const effectiveStatus = (now: Date) =>
  sql`(case when p.status = 'scheduled' and p.publish_at <= ${now.toISOString()}::timestamptz
        then 'published' else p.status end)`;

/** Public: published, or scheduled and due; never a draft. */
export const isPublic = (now: Date) =>
  sql`(p.status = 'published' or (p.status = 'scheduled' and p.publish_at <= ${now.toISOString()}::timestamptz))`;

const columns = (now: Date) => sql`p.id, p.title, p.slug, p.body, p.category, p.tags, p.author,
  ${effectiveStatus(now)} as status, p.publish_at, p.seo_description,
  p.cover_path, p.created_at, p.updated_at`;

const searchable = {
  title: sql`p.title`,
  slug: sql`p.slug`,
  category: sql`p.category`,
  author: sql`p.author`,
};

export function blogPostSource(
  filters: { status?: BlogStatus | undefined; category?: string | undefined },
  now: Date,
): ListSource<SortField<typeof blogPostResource>> {
  const where: (SQL | undefined)[] = [
    filters.status ? sql`${effectiveStatus(now)} = ${filters.status}` : undefined,
    filters.category ? sql`lower(p.category) = lower(${filters.category})` : undefined,
  ];
  return {
    select: columns(now),
    from: sql`blog_posts p`,
    where,
    sortable: {
      publish_at: sql`p.publish_at`,
      title: nameOrder(sql`p.title`),
      status: effectiveStatus(now),
      category: nameOrder(sql`p.category`),
      author: nameOrder(sql`p.author`),
      created_at: sql`p.created_at`,
      updated_at: sql`p.updated_at`,
    },
    defaultSort: blogPostResource.defaultSort,
    tiebreaker: sql`p.id`,
    search: blogPostResource.search.map((field) => searchable[field]),
  };
}

export function toBlogPost(row: BlogPostRow, publicBase: string) {
  const { cover_path, ...rest } = row;
  return { ...rest, cover: imageUrls(cover_path, publicBase) };
}

export async function findBlogPost(db: Db | Tx, id: number, now: Date): Promise<BlogPostRow | undefined> {
  return queryRow<BlogPostRow>(db, sql`select ${columns(now)} from blog_posts p where p.id = ${id}`);
}

// The public read API ------------------------------------------------------------------------
export interface PublicPage {
  rows: BlogPostRow[];
  total: number;
}

export async function publicBlogPosts(
  db: Db,
  query: { page: number; limit: number; category?: string | undefined; tag?: string | undefined },
  now: Date,
): Promise<PublicPage> {
  const where = sql.join(
    [
      isPublic(now),
      query.category ? sql`lower(p.category) = lower(${query.category})` : sql`true`,
      query.tag
        ? sql`exists (select 1 from unnest(p.tags) t where lower(t) = lower(${query.tag}))`
        : sql`true`,
    ],
    sql` and `,
  );
  const [rows, count] = await Promise.all([
    queryRows<BlogPostRow>(
      db,
      sql`select ${columns(now)} from blog_posts p where ${where}
          order by p.publish_at desc, p.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRow<{ n: number }>(db, sql`select count(*)::int as n from blog_posts p where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function publicBlogPost(db: Db, slug: string, now: Date): Promise<BlogPostRow | undefined> {
  return queryRow<BlogPostRow>(
    db,
    sql`select ${columns(now)} from blog_posts p where p.slug = ${slug} and ${isPublic(now)}`,
  );
}
