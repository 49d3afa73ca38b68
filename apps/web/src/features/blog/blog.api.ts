/**
 * What the blog calls besides its resource's list, record, save and delete: the cover image, and
 * the conversion between the form's tags as text and the API's list (dates: lib/format).
 */
import { type BlogPost, type BlogPostDetail, blogPostResource, imageAnswer } from '@vitrina/shared';
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

/** "SUV, Crédito , suv" → ["SUV", "Crédito", "suv"] (the API keeps one of each). */
export const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
