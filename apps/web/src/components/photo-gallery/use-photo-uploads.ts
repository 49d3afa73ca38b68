/**
 * The gallery's upload queue: one request per file, a few at a time, each with its own progress
 * and its own error. A failed file stays listed with the reason until dismissed; it never takes
 * the others (or the photos already stored) with it. Each file carries its place in the order the
 * files were chosen, so the gallery keeps that order whichever upload finishes first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Files sent at once: enough to keep the connection busy, few enough for the server's pipeline. */
export const UPLOAD_CONCURRENCY = 3;

export interface UploadItem {
  key: string;
  name: string;
  /** `waiting` in the queue, `uploading` (percent sent; at 100 the server is processing), `failed`. */
  status: 'waiting' | 'uploading' | 'failed';
  percent: number;
  error?: string;
}

export interface UploadQueueOptions<T> {
  upload: (file: File, onProgress: (percent: number) => void, position: number) => Promise<T>;
  /** Each file's answer, as it arrives. */
  onAnswer: (answer: T) => void;
  /** The error shown for a file the server refused. */
  describe: (error: unknown) => string;
  /** When the queue has emptied (every file answered or failed). */
  onIdle?: () => void;
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

export function usePhotoUploads<T>(options: UploadQueueOptions<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const latest = useRef(options);
  latest.current = options;
  const waiting = useRef<{ key: string; file: File; position: number }[]>([]);
  const running = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem> | null) => {
    if (!mounted.current) return;
    setItems((current) =>
      change === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const pump = useCallback(() => {
    while (running.current < UPLOAD_CONCURRENCY && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      running.current++;
      update(next.key, { status: 'uploading', percent: 0 });
      void latest.current
        .upload(
          next.file,
          (percent) => update(next.key, { percent: Math.min(100, Math.round(percent)) }),
          next.position,
        )
        .then(
          (answer) => {
            update(next.key, null);
            latest.current.onAnswer(answer);
          },
          (error: unknown) => update(next.key, { status: 'failed', error: latest.current.describe(error) }),
        )
        .finally(() => {
          running.current--;
          if (running.current === 0 && waiting.current.length === 0) latest.current.onIdle?.();
          pump();
        });
    }
  }, [update]);

  /** Queues files for upload, in the order chosen, at `first`, `first + 1`… of the gallery. */
  const add = useCallback(
    (files: readonly File[], first: number) => {
      const queued = files.map((file, index) => ({ key: nextKey(), file, position: first + index }));
      setItems((current) => [
        ...current,
        ...queued.map(({ key, file }) => ({ key, name: file.name, status: 'waiting' as const, percent: 0 })),
      ]);
      waiting.current.push(...queued);
      pump();
    },
    [pump],
  );

  /** Lists a file refused before sending (wrong type, too big), with the reason. */
  const refuse = useCallback((name: string, error: string) => {
    setItems((current) => [...current, { key: nextKey(), name, status: 'failed', percent: 0, error }]);
  }, []);

  const dismiss = useCallback((key: string) => update(key, null), [update]);

  /** Files queued or being sent right now (read at once, not at the next render). */
  const inFlight = useCallback(() => running.current + waiting.current.length, []);
  return { items, add, refuse, dismiss, inFlight };
}
