import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { checkoutBlock } from './lib/line-status';
import { useCartItems } from './server-cart';

export const EMPTY_CART_MESSAGE = 'Please add items to cart';

/**
 * Continue to /checkout, after `delayMs` (the drawer slides away first); an empty cart, or one with a
 * piece no longer sold, goes nowhere.
 */
export function useProceedToCheckout({
  delayMs = 0,
  onProceed,
}: {
  delayMs?: number;
  onProceed?: () => void;
} = {}) {
  const items = useCartItems();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  return () => {
    if (items.length === 0) {
      toast.error(EMPTY_CART_MESSAGE);
      return;
    }
    const blocked = checkoutBlock(items);
    if (blocked) {
      toast.error(blocked);
      return;
    }
    onProceed?.();
    window.clearTimeout(timer.current);
    if (delayMs > 0) timer.current = window.setTimeout(() => navigate(paths.checkout.to()), delayMs);
    else void navigate(paths.checkout.to());
  };
}
