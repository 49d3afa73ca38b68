import { type SortField, type TutorialAudience, tutorialResource, videoEmbed } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

export interface TutorialRow {
  id: number;
  title: string;
  description: string;
  category: string;
  audience: TutorialAudience;
  position: number;
  video_url: string | null;
  video_path: string | null;
  video_type: string | null;
  thumbnail_path: string | null;
  created_at: string;
  updated_at: string;
}

export interface TutorialViewRow extends TutorialRow {
  watched_at: string | null;
}

const columns = sql`t.id, t.title, t.description, t.category, t.audience, t.position, t.video_url,
  t.video_path, t.video_type, t.thumbnail_path,
  t.created_at, t.updated_at`;

const searchable = { title: sql`t.title`, category: sql`t.category` };

export function tutorialSource(filters: {
  audience?: TutorialAudience | undefined;
  has_video?: boolean | undefined;
}): ListSource<SortField<typeof tutorialResource>> {
  const hasVideo = sql`(t.video_url is not null or t.video_path is not null)`;
  return {
    select: columns,
    from: sql`tutorials t`,
    where: [
      filters.audience ? sql`t.audience = ${filters.audience}` : undefined,
      filters.has_video === undefined ? undefined : filters.has_video ? hasVideo : sql`not ${hasVideo}`,
    ],
    sortable: {
      position: sql`t.position`,
      title: nameOrder(sql`t.title`),
      category: nameOrder(sql`t.category`),
      audience: sql`t.audience`,
      created_at: sql`t.created_at`,
      updated_at: sql`t.updated_at`,
    },
    defaultSort: tutorialResource.defaultSort,
    tiebreaker: sql`t.id`,
    search: tutorialResource.search.map((field) => searchable[field]),
  };
}

export async function findTutorial(db: Db | Tx, id: number): Promise<TutorialRow | undefined> {
  return queryRow<TutorialRow>(db, sql`select ${columns} from tutorials t where t.id = ${id}`);
}

/** A row as answered: the video as its player needs it (embed or file), the thumbnail's variants. */
export function toTutorial(row: TutorialRow, publicBase: string) {
  const { video_path, video_type, thumbnail_path, ...rest } = row;
  const embed = row.video_url ? videoEmbed(row.video_url) : null;
  const base = publicBase.replace(/\/+$/, '');
  const video = embed
    ? { kind: embed.provider, url: embed.embed, content_type: null }
    : video_path
      ? { kind: 'file' as const, url: `${base}/${video_path}`, content_type: video_type }
      : null;
  return { ...rest, video, thumbnail: imageUrls(thumbnail_path, publicBase) };
}

/**
 * A viewer's library: the audience's tutorials that have a video, in category and position
 * order, each with whether `userId` watched it; narrowed by category and search.
 */
export async function tutorialLibrary(
  db: Db,
  audience: TutorialAudience,
  userId: number,
  query: { search?: string | undefined; category?: string | undefined },
): Promise<{ rows: TutorialViewRow[]; categories: string[] }> {
  const where: SQL[] = [
    sql`t.audience = ${audience}`,
    sql`(t.video_url is not null or t.video_path is not null)`,
  ];
  if (query.category) where.push(sql`t.category = ${query.category}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`vitrina_unaccent(lower(t.title || ' ' || t.description || ' ' || t.category)) like vitrina_unaccent(lower(${pattern}))`,
    );
  }
  const [rows, categories] = await Promise.all([
    queryRows<TutorialViewRow>(
      db,
      sql`select ${columns}, v.watched_at
            from tutorials t left join tutorial_views v on v.tutorial_id = t.id and v.user_id = ${userId}
           where ${sql.join(where, sql` and `)}
           order by vitrina_unaccent(lower(t.category)), t.position, t.id limit 500`,
    ),
    queryRows<{ category: string }>(
      db,
      sql`select distinct t.category from tutorials t
           where t.audience = ${audience} and (t.video_url is not null or t.video_path is not null)
           order by 1`,
    ),
  ]);
  return { rows, categories: categories.map((row) => row.category) };
}

/** Marks (or unmarks) a tutorial of this audience watched by the user; undefined when there is no such tutorial. */
export async function setWatched(
  tx: Tx,
  audience: TutorialAudience,
  tutorialId: number,
  userId: number,
  watched: boolean,
): Promise<{ watched_at: string | null } | undefined> {
  const exists = await queryRow(
    tx,
    sql`select 1 as ok from tutorials where id = ${tutorialId} and audience = ${audience}`,
  );
  if (!exists) return undefined;
  if (!watched) {
    await tx.execute(
      sql`delete from tutorial_views where user_id = ${userId} and tutorial_id = ${tutorialId}`,
    );
    return { watched_at: null };
  }
  // Watching again keeps the first time it was watched.
  return queryRow<{ watched_at: string }>(
    tx,
    sql`with added as (
          insert into tutorial_views (user_id, tutorial_id) values (${userId}, ${tutorialId})
          on conflict (user_id, tutorial_id) do nothing returning watched_at)
        select watched_at from added
        union all
        select watched_at from tutorial_views where user_id = ${userId} and tutorial_id = ${tutorialId}
        limit 1`,
  );
}
