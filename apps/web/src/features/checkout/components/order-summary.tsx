import { Button } from '../../../components/ui/button';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import type { Checkout } from '../use-checkout';
import { BLOCKED_NOTE_ID, BlockedNote } from './blocked-note';
import { CheckoutNotice } from './checkout-notice';
import { OrderLines } from './order-lines';
import { PriceBreakup } from './price-breakup';
import { sectionClass, sectionTitleClass } from './styles';

/** The desktop's right column: the lines with their controls, the totals and 'Confirm order'. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { items, totals, flow, busy, blocked, loading } = checkout;
  return (
    <section aria-labelledby="checkout-summary-title" className={`${sectionClass} flex flex-col gap-4`}>
      <h2 id="checkout-summary-title" className={sectionTitleClass}>
        Order summary
      </h2>
      <OrderLines items={items} loading={loading} disabled={busy} />
      <PriceBreakup totals={totals} loading={loading} />
      <p className="text-sm text-stone-700 dark:text-stone-300">{CHECKOUT_MESSAGES.inclusiveOfGst}</p>
      <CheckoutNotice notice={flow.notice} onRetry={flow.submit} busy={busy} />
      <BlockedNote text={blocked} />
      <Button
        type="button"
        onClick={flow.submit}
        disabled={busy || loading || blocked !== null}
        aria-describedby={blocked ? BLOCKED_NOTE_ID : undefined}
        variant="primary"
        size="lg"
        className="w-full gap-2 text-lg"
      >
        Confirm order
      </Button>
    </section>
  );
}
