/**
 * The one way the browser sends a file: the multipart field `file`, through the API client (the
 * session's token, the language, a token error ending the session), with the upload's progress in
 * percent when asked. The answer is checked against its schema, and a refusal throws as any call
 * does (parseError reads it).
 */
import type { z } from 'zod';
import { api } from './api-client';

export interface UploadOptions {
  /** The query string (`{ agency }`, a photo's `position`). */
  params?: Record<string, unknown>;
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /**
   * No time limit instead of the usual 60 s: a video, a workbook or a large photo on a slow
   * connection takes longer, and shows its progress meanwhile.
   */
  slow?: true;
}

export async function uploadFile<Schema extends z.ZodType>(
  path: string,
  file: File,
  answer: Schema,
  { params, onProgress, signal, slow }: UploadOptions = {},
): Promise<z.output<Schema>> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post(path, form, {
    ...(params ? { params } : {}),
    ...(signal ? { signal } : {}),
    ...(slow ? { timeout: 0 } : {}),
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0) }
      : {}),
  });
  return answer.parse(data);
}
