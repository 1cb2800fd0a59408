/** Shown when a collection has no image or its image fails to load: a soft gold gradient with a gem. */
export const DEFAULT_COLLECTION_IMAGE = {
  src:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='600' height='600' viewBox='0 0 600 600'%3E" +
    "%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23fbf3e4'/%3E" +
    "%3Cstop offset='1' stop-color='%23e9cf9c'/%3E%3C/linearGradient%3E%3C/defs%3E" +
    "%3Crect width='600' height='600' fill='url(%23g)'/%3E" +
    "%3Cg fill='none' stroke='%23a8782b' stroke-width='6' stroke-linejoin='round'%3E" +
    "%3Cpath d='M220 230h160l50 60-130 140-130-140z'/%3E%3Cpath d='M170 290h260M260 230l-20 60 60 140 60-140-20-60'/%3E" +
    '%3C/g%3E%3C/svg%3E',
  width: 600,
  height: 600,
} as const;
