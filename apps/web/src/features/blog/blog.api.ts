/**
 * What the blog calls besides its resource's list, record, save and delete: the cover image, and
 * the conversion between the form's tags as text and the API's list (dates: lib/format).
 */
import { type BlogPost, type BlogPostDetail, blogPostResource } from '@vitrina/shared';
import { api } from '../../lib/api-client';

export type { BlogPost, BlogPostDetail };
export type ImageUrls = NonNullable<BlogPost['cover']>;

const coverPath = (id: number) => `${blogPostResource.api}/${id}/cover`;

/** The cover's two calls, as the image card takes them. */
export const coverCalls = (id: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<ImageUrls | null> => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await api.post<{ data: { cover: ImageUrls | null } }>(coverPath(id), form, {
      onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0),
    });
    return data.data.cover;
  },
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
