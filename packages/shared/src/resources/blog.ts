/**
 * Blog posts of the marketplace site (`/blog`): cover, title, slug, Markdown body, category,
 * tags, author, status, publish date and SEO description. A `scheduled` post is public from its
 * date on; lists and the public API answer its effective status (`published` once due).
 */
import { z } from 'zod';
import { defineResource } from '../resource';
import { nameField } from '../text';
import { imageUrls, slugify } from './catalogs';

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_TITLE_MAX = 160;
export const BLOG_SLUG_MAX = 160;
export const BLOG_BODY_MAX = 100_000;
export const BLOG_SEO_MAX = 160;
export const BLOG_TAGS_MAX = 10;

/** The slug a title gives ("¿Cómo elegir tu próximo SUV?" → "como-elegir-tu-proximo-suv"), cut at a word. */
export function blogSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

const text = nameField;

export const blogSlugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(BLOG_SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'errors.slug_format');

/** The fields of a post; `blogPostInput` adds the rule between status and date. */
export const blogPostFields = z.object({
  title: text(BLOG_TITLE_MAX),
  /** Made from the title when left out. */
  slug: blogSlugField.optional(),
  body: z.string().max(BLOG_BODY_MAX).default(''),
  category: text(60),
  tags: z
    .array(text(30))
    .max(BLOG_TAGS_MAX)
    .default([])
    .transform((tags) =>
      tags.filter((tag, at) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === at),
    ),
  author: text(80),
  status: z.enum(BLOG_STATUSES).default('draft'),
  /** When a scheduled post goes public; a published one without it is published now. */
  publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
  seo_description: z.string().trim().max(BLOG_SEO_MAX).default(''),
});

/** A scheduled post needs its date (the forms' schemas apply the same rule). */
export const scheduledHasDate = (post: { status: BlogStatus; publish_at: string | null }) =>
  post.status !== 'scheduled' || post.publish_at !== null;
export const scheduledHasDateIssue = { path: ['publish_at'], message: 'blog.publish_at_required' };

export const blogPostInput = blogPostFields.refine(scheduledHasDate, scheduledHasDateIssue);
export type BlogPostInput = z.input<typeof blogPostInput>;

const timestamps = { created_at: z.string(), updated_at: z.string() };

export const blogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  /** The effective status: a scheduled post whose date has come is `published`. */
  status: z.enum(BLOG_STATUSES),
  publish_at: z.string().nullable(),
  seo_description: z.string(),
  cover: imageUrls,
  ...timestamps,
});
export const blogPostDetail = blogPost.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPost>;
export type BlogPostDetail = z.infer<typeof blogPostDetail>;

export const blogPostResource = defineResource({
  name: 'blog-posts',
  api: '/mi-vitrina/blog/posts',
  screens: { list: '/blog', create: '/blog/create', edit: '/blog/:id/edit' },
  owner: 'platform',
  permissions: { read: 'read blog', create: 'create blog', update: 'update blog', delete: 'delete blog' },
  sortable: ['publish_at', 'title', 'status', 'category', 'author', 'created_at', 'updated_at'],
  defaultSort: { field: 'publish_at', direction: 'desc' },
  search: ['title', 'slug', 'category', 'author'],
  filters: { status: z.enum(BLOG_STATUSES).optional(), category: z.string().trim().max(60).optional() },
  schemas: { item: blogPost, detail: blogPostDetail, input: blogPostInput },
});

// The public read API of the marketplace site -----------------------------------------------
/** Only published posts; `html` is the body rendered by the shared Markdown renderer. */
export const publicBlogPost = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  published_at: z.string(),
  seo_description: z.string(),
  cover: imageUrls,
});
export const publicBlogPostDetail = publicBlogPost.extend({ body: z.string(), html: z.string() });
export const publicBlogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  category: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(30).optional(),
});
export const publicBlogList = z.object({
  data: z.array(publicBlogPost),
  meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export const publicBlogOne = z.object({ data: publicBlogPostDetail });
