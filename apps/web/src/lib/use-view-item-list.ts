import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { type AnalyticsProduct, isAnalyticsEnabled, trackViewItemList } from './analytics';

/**
 * Sends view_item_list once per list (name plus product ids) when the element holding it first scrolls at
 * least a quarter into view. Attach the returned ref to the grid. Nothing is observed while analytics is off.
 */
export function useViewItemList<T extends HTMLElement>(
  listName: string,
  products: readonly AnalyticsProduct[] | undefined,
): RefCallback<T> {
  const latest = useRef({ listName, products });
  latest.current = { listName, products };
  const sentFor = useRef<string | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const key = products && products.length > 0 ? `${listName}|${products.map((p) => p._id).join(',')}` : null;

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !key || !isAnalyticsEnabled() || sentFor.current === key) return;
      const send = () => {
        if (sentFor.current === key) return;
        sentFor.current = key;
        const { listName: name, products: list } = latest.current;
        if (list) trackViewItemList(name, list);
      };
      if (typeof IntersectionObserver === 'undefined') {
        send();
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            send();
            observer.current?.disconnect();
          }
        },
        { threshold: 0.25 },
      );
      observer.current.observe(element);
    },
    [key],
  );
}
