/**
 * Up to `size` consecutive page numbers around the current page (at most 5 shown), kept
 * inside 1…pages so that the window never shrinks at either end while enough pages exist.
 */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
