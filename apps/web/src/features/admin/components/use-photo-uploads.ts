import type { Image } from '@svarna/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { uploadPhoto } from '../api/upload-photo';
import { photoProblem } from '../lib/photo-checks';

/** A photo on its way up, or one that could not go (with why, and whether trying again may help). */
export interface PhotoUpload {
  key: number;
  file: File;
  /** percent sent; null before the first report */
  progress: number | null;
  error: string | null;
  retryable: boolean;
}

/**
 * Two photos travel at once: one is encoded on the server while the next is sent, and the server's
 * encoding queue (one at a time, a few waiting) is never flooded by a camera roll picked whole.
 */
export const UPLOADS_AT_ONCE = 2;
/** A 429 (the server's encoding queue is full) is tried again after this pause, a few times. */
export const BUSY_RETRY_MS = 3_000;
const BUSY_RETRIES = 5;

/**
 * Sends the photos the owner picks, each with its own progress (waiting ones show none yet); a photo the server would refuse is
 * refused here first with the server's message. A sent photo leaves the list through `onUploaded`; a
 * failed one stays, with its message, until it is sent again or dismissed.
 */
export function usePhotoUploads(onUploaded: (image: Image, file: File) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const nextKey = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const inFlight = useRef(0);
  const waiting = useRef<{ key: number; file: File }[]>([]);

  const patch = useCallback((key: number, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (key: number, file: File, abort: AbortController) => {
      patch(key, { progress: 0, error: null });
      for (let attempt = 0; ; attempt++) {
        try {
          const image = await uploadPhoto(file, (progress) => patch(key, { progress }), abort.signal);
          setUploads((list) => list.filter((upload) => upload.key !== key));
          uploaded.current(image, file);
          return;
        } catch (error) {
          if (abort.signal.aborted) return;
          const busy = isApiError(error) && error.status === 429;
          if (busy && attempt < BUSY_RETRIES) {
            patch(key, { progress: null });
            await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
            if (abort.signal.aborted) return;
            continue;
          }
          const refused = isApiError(error) && error.status >= 400 && error.status < 500 && !busy;
          patch(key, {
            progress: null,
            error: serverMessage(error) ?? (error as Error).message,
            retryable: !refused,
          });
          return;
        }
      }
    },
    [patch],
  );

  /** Starts waiting photos while fewer than UPLOADS_AT_ONCE are travelling. */
  const pump = useCallback(() => {
    while (inFlight.current < UPLOADS_AT_ONCE && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      const abort = new AbortController();
      aborts.current.set(next.key, abort);
      inFlight.current++;
      void send(next.key, next.file, abort).finally(() => {
        aborts.current.delete(next.key);
        inFlight.current--;
        pump();
      });
    }
  }, [send]);

  const enqueue = (key: number, file: File) => {
    waiting.current.push({ key, file });
    pump();
  };

  const add = (files: Iterable<File>) => {
    for (const file of files) {
      const key = nextKey.current++;
      const problem = photoProblem(file);
      setUploads((list) => [...list, { key, file, progress: null, error: problem, retryable: false }]);
      if (!problem) enqueue(key, file);
    }
  };

  const retry = (key: number) => {
    const upload = uploads.find((one) => one.key === key);
    if (!upload) return;
    patch(key, { error: null, progress: null });
    enqueue(key, upload.file);
  };

  const dismiss = (key: number) => {
    waiting.current = waiting.current.filter((one) => one.key !== key);
    aborts.current.get(key)?.abort();
    setUploads((list) => list.filter((upload) => upload.key !== key));
  };

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort.abort();
    };
  }, []);

  const sending = uploads.filter((upload) => upload.error === null).length;
  return { uploads, sending, add, retry, dismiss };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
