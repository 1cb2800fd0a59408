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
 * Sends the photos the owner picks, each with its own progress; a photo the server would refuse is
 * refused here first with the server's message. A sent photo leaves the list through `onUploaded`; a
 * failed one stays, with its message, until it is sent again or dismissed.
 */
export function usePhotoUploads(onUploaded: (image: Image, file: File) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const nextKey = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((key: number, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      const abort = new AbortController();
      aborts.current.set(key, abort);
      patch(key, { progress: 0, error: null });
      try {
        const image = await uploadPhoto(file, (progress) => patch(key, { progress }), abort.signal);
        setUploads((list) => list.filter((upload) => upload.key !== key));
        uploaded.current(image, file);
      } catch (error) {
        if (abort.signal.aborted) return;
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        patch(key, {
          progress: null,
          error: serverMessage(error) ?? (error as Error).message,
          retryable: !refused,
        });
      } finally {
        aborts.current.delete(key);
      }
    },
    [patch],
  );

  const add = (files: Iterable<File>) => {
    for (const file of files) {
      const key = nextKey.current++;
      const problem = photoProblem(file);
      setUploads((list) => [...list, { key, file, progress: null, error: problem, retryable: false }]);
      if (!problem) void send(key, file);
    }
  };

  const retry = (key: number) => {
    const upload = uploads.find((one) => one.key === key);
    if (upload) void send(key, upload.file);
  };

  const dismiss = (key: number) => {
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
