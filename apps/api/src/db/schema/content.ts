import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { nameKey, timestamps } from './columns';

/**
 * Blog posts of the marketplace site (`/blog`). A post marked `scheduled` is public from its
 * `publish_at` on: the effective status is computed when read, so no job has to flip it.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Markdown; rendered to safe HTML by the shared renderer, never stored as HTML. */
    body: text('body').notNull().default(''),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    status: text('status').notNull().default('draft'),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    seo_description: text('seo_description').notNull().default(''),
    /** Storage key of the cover's variants (image pipeline), null without a cover. */
    cover_path: text('cover_path'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    // The public list: published (or scheduled and due) posts, newest first.
    index('blog_posts_status_publish_at').on(t.status, t.publish_at, t.id),
    index('blog_posts_title_trgm').using('gin', sql`${nameKey(t.title)} gin_trgm_ops`),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_dated_check', sql`${t.status} = 'draft' or ${t.publish_at} is not null`),
  ],
);

/** Video tutorials for dealers (`/tutorials`) and for platform staff (`/internal-tutorials`). */
export const tutorials = pgTable(
  'tutorials',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    audience: text('audience').notNull(),
    position: integer('position').notNull().default(0),
    /** A YouTube or Vimeo link as written by the editor; the embed address is derived from it. */
    video_url: text('video_url'),
    /** Storage key of an uploaded video file, and its content type. */
    video_path: text('video_path'),
    video_type: text('video_type'),
    thumbnail_path: text('thumbnail_path'),
    ...timestamps,
  },
  (t) => [
    index('tutorials_audience_order').on(t.audience, t.category, t.position, t.id),
    check('tutorials_audience_check', sql`${t.audience} in ('dealers', 'internal')`),
  ],
);

/** Which user has watched which tutorial. */
export const tutorialViews = pgTable(
  'tutorial_views',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorial_id: integer('tutorial_id')
      .notNull()
      .references(() => tutorials.id, { onDelete: 'cascade' }),
    watched_at: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.tutorial_id] }),
    index('tutorial_views_tutorial').on(t.tutorial_id),
  ],
);
