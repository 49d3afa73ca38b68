/**
 * Video tutorials: for dealers (`/tutorials`, audience `dealers`) and for platform staff
 * (`/internal-tutorials`, "Uni AD", audience `internal`). A video is a YouTube or Vimeo link,
 * embedded privacy-enhanced (youtube-nocookie.com, Vimeo with `dnt=1`), or an uploaded file.
 */
import { z } from 'zod';
import { booleanFilter, searchTerm } from '../list-query';
import type { PackagePermission, Permission } from '../permissions';
import { defineResource } from '../resource';
import { nameField } from '../text';
import { imageUrls } from './catalogs';

export const TUTORIAL_AUDIENCES = ['dealers', 'internal'] as const;
export type TutorialAudience = (typeof TUTORIAL_AUDIENCES)[number];

export const TUTORIAL_POSITION_MAX = 10_000;

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The privacy-enhanced player address. */
  embed: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embed of a YouTube or Vimeo link, or null when the address is not one we can embed.
 * YouTube: watch?v=, youtu.be/, embed/, shorts/, live/. Vimeo: vimeo.com/ID (with an unlisted
 * video's hash), channels/…/ID, player.vimeo.com/video/ID.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  // The shared package has no URL class (no DOM, no Node types): the few parts needed are read here.
  const match = /^https?:\/\/([a-z0-9.-]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(address.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const query = new Map(
    (match[3] ?? '')
      .split('&')
      .map((pair) => pair.split('=') as [string, string | undefined])
      .map(([key, value]) => [key, value ?? ''] as const),
  );

  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? query.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
            ? parts[1]
            : undefined;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return { provider: 'youtube', id, embed: `https://www.youtube-nocookie.com/embed/${id}` };
  }

  if (VIMEO_HOSTS.has(host)) {
    const at =
      host === 'player.vimeo.com'
        ? parts[0] === 'video'
          ? 1
          : -1
        : parts.findIndex((part: string) => /^\d+$/.test(part));
    const id = at >= 0 ? parts[at] : undefined;
    if (!id || !/^\d{1,12}$/.test(id)) return null;
    const hash = query.get('h') ?? parts[at + 1];
    const privateHash = hash && /^[0-9a-f]{6,20}$/i.test(hash) ? `&h=${hash}` : '';
    return { provider: 'vimeo', id, embed: `https://player.vimeo.com/video/${id}?dnt=1${privateHash}` };
  }
  return null;
}

const text = nameField;

export const tutorialInput = z.object({
  title: text(120),
  description: z.string().trim().max(2000).default(''),
  category: text(60),
  audience: z.enum(TUTORIAL_AUDIENCES),
  position: z.number().int().min(0).max(TUTORIAL_POSITION_MAX).default(0),
  /** A YouTube or Vimeo link; null when the video is an uploaded file (or not there yet). */
  video_url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => videoEmbed(value) !== null, 'tutorials.video_url_unsupported')
    .nullable()
    .default(null),
});
export type TutorialInput = z.input<typeof tutorialInput>;

/** The video as players need it: an embed address, or the uploaded file's address. */
export const tutorialVideo = z
  .object({
    kind: z.enum(['youtube', 'vimeo', 'file']),
    url: z.string(),
    content_type: z.string().nullable(),
  })
  .nullable();

export const tutorial = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  audience: z.enum(TUTORIAL_AUDIENCES),
  position: z.number().int(),
  video_url: z.string().nullable(),
  video: tutorialVideo,
  thumbnail: imageUrls,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tutorial = z.infer<typeof tutorial>;

/** What the viewers list: the tutorial and whether the signed-in user has watched it. */
export const tutorialView = tutorial.extend({ watched: z.boolean(), watched_at: z.string().nullable() });
export type TutorialView = z.infer<typeof tutorialView>;
export const tutorialLibraryQuery = z.object({
  search: searchTerm(100).optional(),
  category: z.string().trim().max(60).optional(),
});
export const tutorialLibrary = z.object({
  data: z.array(tutorialView),
  /** Every category of the audience, for the viewer's tabs, whatever the search. */
  categories: z.array(z.string()),
});
export const tutorialWatchedInput = z.object({ watched: z.boolean() });
export const tutorialWatchedAnswer = z.object({
  data: z.object({ id: z.number().int(), watched: z.boolean(), watched_at: z.string().nullable() }),
});

/** Managing tutorials (administrators): both audiences in one list. */
export const tutorialResource = defineResource({
  name: 'tutorials',
  api: '/mi-vitrina/tutorials',
  screens: {
    list: '/tutorials/manage',
    create: '/tutorials/manage/create',
    edit: '/tutorials/manage/:id/edit',
  },
  owner: 'platform',
  permissions: {
    read: 'update tutorials',
    create: 'create tutorials',
    update: 'update tutorials',
    delete: 'delete tutorials',
  },
  sortable: ['position', 'title', 'category', 'audience', 'created_at', 'updated_at'],
  search: ['title', 'category'],
  filters: { audience: z.enum(TUTORIAL_AUDIENCES).optional(), has_video: booleanFilter },
  schemas: { item: tutorial, input: tutorialInput },
});

/**
 * The two viewers: the dealers' library and the staff's ("Uni AD"), each behind its own
 * permission (spec §2); the screens' guards and the API's declarations read `access`.
 */
export const TUTORIAL_LIBRARIES = {
  dealers: {
    api: '/mi-vitrina/tutorials/library',
    screen: '/tutorials',
    access: { permission: 'read tutorials', packagePermission: 'view tutorials' },
  },
  internal: {
    api: '/mi-vitrina/internal-tutorials',
    screen: '/internal-tutorials',
    access: { permission: 'read internal-tutorials' },
  },
} as const satisfies Record<
  TutorialAudience,
  { api: string; screen: string; access: { permission: Permission; packagePermission?: PackagePermission } }
>;
