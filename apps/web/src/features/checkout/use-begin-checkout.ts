import { useEffect, useRef } from 'react';
import { toAnalyticsItem, trackEvent } from '../../lib/analytics';
import type { CartItem } from '../cart';

/** begin_checkout once, on arriving with something in the cart: the lines and their value in rupees. */
export function useBeginCheckout(items: readonly CartItem[], value: number) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || items.length === 0) return;
    sent.current = true;
    trackEvent('begin_checkout', {
      currency: 'INR',
      value,
      items: items.map((item) => toAnalyticsItem({ ...item, _id: item.productId })),
    });
  }, [items, value]);
}
