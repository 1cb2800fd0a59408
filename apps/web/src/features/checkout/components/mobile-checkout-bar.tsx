import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import type { Checkout } from '../use-checkout';
import { BLOCKED_NOTE_ID, BlockedNote } from './blocked-note';
import { CheckoutNotice } from './checkout-notice';
import { Amount } from './loading-amount';
import { PaymentMethodChoice } from './payment-method-choice';
import { PriceBreakup } from './price-breakup';

/** The phone's bottom bar: payment type, the COD note, the price breakup and Place Order. */
export function MobileCheckoutBar({ checkout }: { checkout: Checkout }) {
  const { method, totals, flow, busy, blocked, loading } = checkout;
  const [showBreakup, setShowBreakup] = useState(false);
  return (
    <div className="sticky bottom-0 z-30 flex flex-col gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] dark:border-stone-800 dark:bg-stone-950">
      <CheckoutNotice notice={flow.notice} onRetry={flow.submit} busy={busy} />
      <BlockedNote text={blocked} />
      <PaymentMethodChoice
        method={method}
        onChange={checkout.setMethod}
        disabled={busy}
        appearance="toggle"
      />
      {method === 'cod' && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {CHECKOUT_MESSAGES.codNote(totals.shipping)}
        </p>
      )}
      {showBreakup && <PriceBreakup id="checkout-breakup" totals={totals} loading={loading} />}
      <div className="flex items-center gap-3">
        <div className="flex flex-col">
          <span className="font-semibold">
            <Amount rupees={totals.total} loading={loading} />
          </span>
          <button
            type="button"
            aria-expanded={showBreakup}
            aria-controls="checkout-breakup"
            onClick={() => setShowBreakup((shown) => !shown)}
            className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
          >
            {showBreakup ? 'Hide Breakup' : 'Show Breakup'}
            <ChevronDown aria-hidden="true" className={`size-4 ${showBreakup ? 'rotate-180' : ''}`} />
          </button>
        </div>
        <Button
          type="button"
          onClick={flow.submit}
          disabled={busy || loading || blocked !== null}
          aria-describedby={blocked ? BLOCKED_NOTE_ID : undefined}
          variant="primary"
          size="lg"
          className="w-full flex-1 gap-2 text-lg"
        >
          Place Order
        </Button>
      </div>
    </div>
  );
}
