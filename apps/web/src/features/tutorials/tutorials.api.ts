/**
 * What the tutorials call besides their resource's list, record, save and delete: the two
 * libraries (dealers' and Uni AD) with "watched", the thumbnail and the video file.
 */
import {
  imageAnswer,
  TUTORIAL_LIBRARIES,
  type Tutorial,
  type TutorialAudience,
  type TutorialView,
  tutorialLibrary,
  tutorialResource,
  tutorialVideo,
  tutorialWatchedAnswer,
} from '@vitrina/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { uploadFile } from '../../lib/upload';

export type { Tutorial, TutorialView };
export type TutorialLibrary = z.infer<typeof tutorialLibrary>;
export type ImageUrls = NonNullable<Tutorial['thumbnail']>;
export type TutorialVideo = z.infer<typeof tutorialVideo>;

const keys = keysOf(tutorialResource);
/** Under the resource's keys, so a change made in the management screens refreshes the libraries. */
export const libraryKey = (audience: TutorialAudience, agency: number, search: string, category: string) =>
  [...keys.all, 'library', audience, agency, search, category] as const;

/** Only the dealers' library is a dealership's (`?agency=`, for its package); Uni AD is the staff's. */
const query = (audience: TutorialAudience, agency: number) => (audience === 'dealers' ? { agency } : {});

export async function fetchLibrary(
  audience: TutorialAudience,
  agency: number,
  filters: { search: string; category: string },
  signal?: AbortSignal,
): Promise<TutorialLibrary> {
  const { data } = await api.get(TUTORIAL_LIBRARIES[audience].api, {
    params: {
      ...query(audience, agency),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.category ? { category: filters.category } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return tutorialLibrary.parse(data);
}

export async function markWatched(audience: TutorialAudience, agency: number, id: number, watched: boolean) {
  const { data } = await api.put(
    `${TUTORIAL_LIBRARIES[audience].api}/${id}/watched`,
    { watched },
    { params: query(audience, agency) },
  );
  return tutorialWatchedAnswer.parse(data).data;
}

const videoAnswer = z.object({ data: z.object({ video: tutorialVideo }) });

/** The thumbnail's two calls, as the image card takes them. */
export const thumbnailCalls = (id: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void) =>
    (
      await uploadFile(`${tutorialResource.api}/${id}/thumbnail`, file, imageAnswer('thumbnail'), {
        onProgress,
        slow: true,
      })
    ).data.thumbnail,
  remove: async () => {
    await api.delete(`${tutorialResource.api}/${id}/thumbnail`);
  },
});

/** A video takes a while; the upload shows its own progress. */
export const uploadVideo = async (id: number, file: File, onProgress: (percent: number) => void) =>
  (await uploadFile(`${tutorialResource.api}/${id}/video`, file, videoAnswer, { onProgress, slow: true }))
    .data.video;

export async function removeVideo(id: number): Promise<void> {
  await api.delete(`${tutorialResource.api}/${id}/video`);
}
