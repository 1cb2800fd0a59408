import { isApiError } from '../../../lib/http-client';
import type { CartItem } from '../../cart';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';

export type AvailableStock = (productId: string, variant: string) => Promise<number>;

/**
 * Each line's quantity against the stock left now, all lines at once. Answers the problem lines
 * ('name - Only N available', 'name - No longer available', 'name - Stock check failed'); none when everything is there.
 */
export async function findStockProblems(
  items: readonly CartItem[],
  availableStock: AvailableStock,
): Promise<string[]> {
  const results = await Promise.all(
    items.map(async (item) => {
      try {
        const available = await availableStock(item.productId, item.variant);
        return item.quantity > available ? M.stockLineShort(item.name, Math.max(available, 0)) : null;
      } catch (error) {
        // 404: the store no longer shows the piece (hidden or deleted)
        return isApiError(error) && error.status === 404
          ? M.stockLineGone(item.name)
          : M.stockLineFailed(item.name);
      }
    }),
  );
  return results.filter((line): line is string => line !== null);
}
