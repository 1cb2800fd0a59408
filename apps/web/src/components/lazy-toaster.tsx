import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, notifyToasterReady } from '../lib/toast';
import { useMediaQuery } from '../lib/use-media-query';

/** Phones: the layouts below 768 px, whose sticky bottom bars hold Place Order, the total and Log out. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Bottom-right, 3 visible, 4000 ms, 14 px gap. On a phone toasts come in at the top
 * instead, so they never cover a sticky bottom bar's actions (checkout's total and Place Order, the
 * account's Log out, the product page's Buy Now).
 */
const Toaster = lazy(() =>
  loadSonner().then((m) => ({
    default: function ReadyToaster({ theme }: { theme: 'light' | 'dark' }) {
      const phone = useMediaQuery(PHONE_QUERY);
      useEffect(() => notifyToasterReady(), []);
      return (
        <m.Toaster
          position={phone ? 'top-center' : 'bottom-right'}
          visibleToasts={3}
          duration={4000}
          gap={14}
          theme={theme}
          closeButton
        />
      );
    },
  })),
);

export function LazyToaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
