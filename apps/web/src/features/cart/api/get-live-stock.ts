import type { ProductResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { availableStock } from '../lib/stock-rule';

/**
 * How many of a product (or of one variant, `variant` being its id or 'default') can be bought now,
 * read from the server on every call: no query cache sits in between.
 */
export async function fetchAvailableStock(productId: string, variant: string): Promise<number> {
  const body = await http.get<ProductResponse>(`/products/${encodeURIComponent(productId)}`);
  return availableStock(body.product, variant);
}
