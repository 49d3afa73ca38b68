/**
 * What the blog calls besides its resource's list, record, save and delete: the cover image, and
 * the conversions between the form's fields and the API's (tags as text, dates in Mexico City).
 */
import {
  type BlogPost,
  type BlogPostDetail,
  blogPostResource,
  imageAnswer,
  PRODUCT_TIME_ZONE,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export type { BlogPost, BlogPostDetail };
export type ImageUrls = NonNullable<BlogPost['cover']>;

const coverPath = (id: number) => `${blogPostResource.api}/${id}/cover`;

/** The cover's two calls, as the image card takes them. */
export const coverCalls = (id: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<ImageUrls | null> =>
    (await uploadFile(coverPath(id), file, imageAnswer('cover'), { onProgress })).data.cover,
  remove: async () => {
    await api.delete(coverPath(id));
  },
});

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a `datetime-local` value in Mexico City (`2026-11-27T09:00`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    localParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A `datetime-local` value read in Mexico City, as an ISO instant. Mexico City keeps UTC−6 all
 * year since 2022; the offset is still read from the zone, so a rule change follows Intl.
 */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const guess = new Date(`${value}:00Z`);
  const shown = toLocalInput(guess.toISOString());
  const offset = new Date(`${shown}:00Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset).toISOString();
}

/** "SUV, Crédito , suv" → ["SUV", "Crédito", "suv"] (the API keeps one of each). */
export const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
