import type { CheckoutNotice as Notice } from '../use-checkout-flow';

export const CHECKOUT_NOTICE_ID = 'checkout-notice';

/** Why the order did not go ahead (or what happens next), announced as it appears. */
export function CheckoutNotice({ notice }: { notice: Notice | null }) {
  return (
    <div id={CHECKOUT_NOTICE_ID} role="alert" className="empty:hidden">
      {notice && (
        <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <p>{notice.message}</p>
          {notice.detail && <p className="mt-1 font-medium">{notice.detail}</p>}
        </div>
      )}
    </div>
  );
}
