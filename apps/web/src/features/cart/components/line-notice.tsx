import type { CartItem } from '../lib/cart-lines';
import { lineNotice } from '../lib/line-status';

/**
 * What the shopper should know of a line (it cannot be bought, or its price changed), in a polite live
 * region that stays mounted, so a notice arriving with the server's answer is read once, not as an alert.
 */
export function LineNotice({ item }: { item: Pick<CartItem, 'available' | 'notice'> }) {
  const text = lineNotice(item);
  const unavailable = item.available === false;
  return (
    <div aria-live="polite" className="empty:hidden">
      {text && (
        <p
          data-testid="line-notice"
          className={`text-sm ${unavailable ? 'font-medium text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'}`}
        >
          {text}
        </p>
      )}
    </div>
  );
}
