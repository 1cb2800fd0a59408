import { formatRupees } from '../../../lib/price';
import type { CheckoutTotals } from '../lib/checkout-totals';
import { Amount } from './loading-amount';

/** Subtotal, Shipping and Total (Subtotal and Total as loading while the cart is on its way). */
export function PriceBreakup({
  totals,
  loading,
  id,
}: {
  totals: CheckoutTotals;
  loading: boolean;
  id?: string;
}) {
  return (
    <dl id={id} className="grid grid-cols-[1fr_auto] gap-y-1">
      <dt>Subtotal</dt>
      <dd>
        <Amount rupees={totals.subtotal} loading={loading} />
      </dd>
      <dt>Shipping</dt>
      <dd>{formatRupees(totals.shipping)}</dd>
      <dt className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">Total</dt>
      <dd className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">
        <Amount rupees={totals.total} loading={loading} />
      </dd>
    </dl>
  );
}
