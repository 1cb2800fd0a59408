import type { Product } from '@svarna/contracts';

/** The stock rule: the chosen variant's inventory, else the product's stock (0 for a variant that is gone). */
export function availableStock(product: Pick<Product, 'stock' | 'variants'>, variant: string): number {
  if (variant === 'default') return product.stock;
  return product.variants.find((v) => v._id === variant)?.inventory ?? 0;
}

/** Why one more cannot go into the cart, or null when it can. */
export function stockRefusal(available: number, inCart: number): string | null {
  if (available <= 0) return 'Out of Stock';
  if (inCart + 1 > available) return `Only ${available} items available in stock`;
  return null;
}
