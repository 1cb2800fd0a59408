import { RotateCcw } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import type { CheckoutNotice as Notice } from '../use-checkout-flow';

export const CHECKOUT_NOTICE_ID = 'checkout-notice';

interface CheckoutNoticeProps {
  notice: Notice | null;
  /** what 'Try again' does (place the order again), offered when the notice asks for it */
  onRetry: () => void;
  /** an order is under way: 'Try again' waits */
  busy: boolean;
}

/** Why the order did not go ahead (or what happens next), announced as it appears, with 'Try again' when it helps. */
export function CheckoutNotice({ notice, onRetry, busy }: CheckoutNoticeProps) {
  return (
    <div id={CHECKOUT_NOTICE_ID} role="alert" className="empty:hidden">
      {notice && (
        <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <p>{notice.message}</p>
          {notice.detail && <p className="mt-1 font-medium">{notice.detail}</p>}
          {notice.retry && (
            <button
              type="button"
              onClick={onRetry}
              disabled={busy}
              className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-red-800 px-4 font-semibold hover:bg-red-100 disabled:opacity-50 dark:border-red-200 dark:hover:bg-red-900"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {CHECKOUT_MESSAGES.tryAgain}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
