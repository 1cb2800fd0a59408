/** Images from the API carry a url and/or a filePath under /media. */
export interface MediaRef {
  url?: string | null;
  filePath?: string | null;
}

export function mediaUrl(image: MediaRef | null | undefined): string | null {
  if (!image) return null;
  return image.url || image.filePath || null;
}

/** Neutral placeholder used when an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 4'%3E%3Crect width='4' height='4' fill='%23e7e5e4'/%3E%3C/svg%3E";
