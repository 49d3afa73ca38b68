/** Blog posts and tutorials. */
import type { Db } from '../../src/db/client';
import { blogPosts, tutorials } from '../../src/db/schema';
import { unique } from './unique';

export interface BlogPostOverrides {
  title?: string;
  slug?: string;
  body?: string;
  category?: string;
  tags?: string[];
  author?: string;
  status?: 'draft' | 'scheduled' | 'published';
  publish_at?: Date | null;
}

export async function buildBlogPost(db: Db, overrides: BlogPostOverrides = {}) {
  const n = unique();
  const status = overrides.status ?? 'published';
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: overrides.title ?? `Nota ${n}`,
      slug: overrides.slug ?? `nota-${n}`,
      body: overrides.body ?? 'Texto de la **nota**.',
      category: overrides.category ?? 'Consejos',
      tags: overrides.tags ?? [],
      author: overrides.author ?? 'Equipo Vitrina',
      status,
      publish_at:
        overrides.publish_at === undefined ? (status === 'draft' ? null : new Date()) : overrides.publish_at,
    })
    .returning();
  return row!;
}

export interface TutorialOverrides {
  title?: string;
  category?: string;
  audience?: 'dealers' | 'internal';
  position?: number;
  video_url?: string | null;
}

export async function buildTutorial(db: Db, overrides: TutorialOverrides = {}) {
  const [row] = await db
    .insert(tutorials)
    .values({
      title: overrides.title ?? `Tutorial ${unique()}`,
      category: overrides.category ?? 'Inventario',
      audience: overrides.audience ?? 'dealers',
      position: overrides.position ?? 0,
      video_url:
        overrides.video_url === undefined
          ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
          : overrides.video_url,
    })
    .returning();
  return row!;
}
