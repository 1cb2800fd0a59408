import { formatRupees } from '../../../lib/price';
import type { CheckoutTotals } from '../lib/checkout-totals';

/** Subtotal, Shipping and Total. */
export function PriceBreakup({ totals, id }: { totals: CheckoutTotals; id?: string }) {
  return (
    <dl id={id} className="grid grid-cols-[1fr_auto] gap-y-1">
      <dt>Subtotal</dt>
      <dd>{formatRupees(totals.subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{formatRupees(totals.shipping)}</dd>
      <dt className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">Total</dt>
      <dd className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">
        {formatRupees(totals.total)}
      </dd>
    </dl>
  );
}
