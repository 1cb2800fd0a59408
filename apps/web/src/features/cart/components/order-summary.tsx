import { shippingRupees } from '@svarna/contracts';
import { BadgePercent } from 'lucide-react';
import { formatRupees } from '../../../lib/price';
import { cartBreakup } from '../cart-totals';
import type { CartItem } from '../lib/cart-lines';
import { checkoutBlock } from '../lib/line-status';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { CheckoutBlockNote, CheckoutButton } from './checkout-block-note';

const BLOCK_NOTE_ID = 'cart-checkout-block';

const SHIPPING_NOTE = `Shipping is ${formatRupees(shippingRupees('razorpay'))} prepaid, ${formatRupees(shippingRupees('cod'))} with Cash on Delivery`;

function Row({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The price breakup (with the shipping checkout starts from), the store's bank offer when it runs one
 * (`bankOffer` from the site configuration; null: none) and the way on to checkout.
 */
export function OrderSummary({ items, bankOffer }: { items: CartItem[]; bankOffer: string | null }) {
  const { subtotal, shipping, discount, total } = cartBreakup(items);
  const proceed = useProceedToCheckout();
  const blocked = checkoutBlock(items);
  return (
    <section
      aria-labelledby="price-details-heading"
      className="rounded-lg border border-stone-200 p-5 lg:sticky lg:top-28 dark:border-stone-700"
    >
      <h2 id="price-details-heading" className="text-lg font-semibold">
        Price Details
      </h2>
      <dl className="mt-4 space-y-3" data-testid="price-breakup">
        <Row label="Subtotal" value={formatRupees(subtotal)} />
        <Row label="Shipping" value={formatRupees(shipping)} />
        <Row
          label="Discount"
          value={discount > 0 ? `-${formatRupees(discount)}` : formatRupees(0)}
          className="text-emerald-800 dark:text-emerald-300"
        />
        <Row
          label="Total"
          value={formatRupees(total)}
          className="border-t border-stone-200 pt-3 text-lg font-semibold dark:border-stone-700"
        />
      </dl>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">Prices include GST</p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{SHIPPING_NOTE}</p>
      {bankOffer && (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {bankOffer}
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <CheckoutBlockNote id={BLOCK_NOTE_ID} text={blocked} />
      </div>
      <CheckoutButton
        blocked={blocked}
        noteId={BLOCK_NOTE_ID}
        onClick={proceed}
        className="mt-5 min-h-12 px-5 py-3 font-semibold"
      >
        Proceed to Checkout
      </CheckoutButton>
    </section>
  );
}
