import type { Image } from '@svarna/contracts';
import { ApiError, http } from '../../../lib/http-client';

export const UPLOAD_FAILED_MESSAGE = 'The photo could not be sent: check the connection and try again.';

interface Answer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One try: XMLHttpRequest, because fetch cannot report how much of a body has gone out. */
function sendOnce(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * POST /admin/media (multipart `file`) with the session's token, reporting progress in percent. The
 * server's refusals (413 too large, 415 not a usable photo) arrive as an ApiError with its message.
 */
export async function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Image> {
  const { status, body } = await http.withSession((token) => sendOnce(file, token, onProgress, signal));
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && record.media) return record.media as Image;
  const message =
    typeof record.message === 'string' && record.message ? record.message : `Upload failed (${status})`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  throw new ApiError(status, message, code, undefined, body);
}
