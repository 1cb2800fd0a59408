import {
  PHOTO_HEIC_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_TYPES,
} from '@svarna/contracts';

/** What the file input offers: the types the server keeps (a phone's camera roll converts HEIC to JPEG). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The server's refusal of this photo, found before sending it; null when it may be sent. */
export function photoProblem(file: File): string | null {
  if (isHeic(file)) return PHOTO_HEIC_MESSAGE;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
