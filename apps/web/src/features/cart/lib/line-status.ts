import type { CartLine as CartItem } from '@svarna/contracts';

/** The server's words for a line whose piece the store has hidden since it was added. */
export const UNAVAILABLE_MESSAGE = 'This piece is no longer available';

type Line = Pick<CartItem, 'name' | 'available'>;

/** False only when the server said so: a line it has not answered for yet counts as available. */
export const isUnavailable = (item: Line) => item.available === false;

/** What the shopper reads under a line: that it cannot be bought, else the server's notice (a new price). */
export function lineNotice(item: Pick<CartItem, 'available' | 'notice'>): string | null {
  return item.available === false ? UNAVAILABLE_MESSAGE : (item.notice ?? null);
}

/** Why checkout cannot go ahead (lines that cannot be bought, named), or null when it can. */
export function checkoutBlock(items: readonly Line[]): string | null {
  const names = items.filter(isUnavailable).map((item) => item.name);
  if (names.length === 0) return null;
  const one = names.length === 1;
  return `${names.join(', ')} ${one ? 'is' : 'are'} no longer available. Remove ${one ? 'it' : 'them'} to check out.`;
}
