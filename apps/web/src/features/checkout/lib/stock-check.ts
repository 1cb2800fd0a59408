import type { CartItem } from '../../cart';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';

export type AvailableStock = (productId: string, variant: string) => Promise<number>;

/**
 * Each line's quantity against the stock left now, all lines at once. Answers the problem lines
 * ('name - Only N available', 'name - Stock check failed'); none when everything is there.
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
      } catch {
        return M.stockLineFailed(item.name);
      }
    }),
  );
  return results.filter((line): line is string => line !== null);
}
