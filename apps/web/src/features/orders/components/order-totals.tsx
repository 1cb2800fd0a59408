import type { Order } from '@svarna/contracts';
import { formatRupees } from '../../../lib/price';
import { OrderCard } from './order-card';

/** Subtotal, the order's own shipping, any discount and the total. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <OrderCard title="Order summary">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{formatRupees(order.shipping)}</dd>
        {order.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>-{formatRupees(order.discount)}</dd>
          </>
        )}
        <dt className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">Total</dt>
        <dd className="border-t border-stone-200 pt-2 font-semibold dark:border-stone-700">
          {formatRupees(order.total)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Price is inclusive of gst.</p>
    </OrderCard>
  );
}
