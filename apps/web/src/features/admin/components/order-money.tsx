import type { AdminOrder } from '@svarna/contracts';
import { formatRupees } from '../../../lib/price';
import { dateTime, paymentMethodLabel, paymentStatusLabel } from '../lib/admin-display';
import { Panel } from './panel';

const term = 'text-stone-700 dark:text-stone-300';

/** Totals and payment: for cash on delivery the advance, whether it is paid, and what is due at the door. */
export function OrderMoney({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Payment">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className={term}>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt className={term}>Shipping</dt>
        <dd>{formatRupees(order.shipping)}</dd>
        {order.discount > 0 && (
          <>
            <dt className={term}>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt>
            <dd>-{formatRupees(order.discount)}</dd>
          </>
        )}
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold">{formatRupees(order.total)}</dd>
        <dt className={term}>Method</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        <dt className={term}>Payment status</dt>
        <dd>{paymentStatusLabel(order)}</dd>
        {order.paymentMethod === 'cod' && order.tokenAmount !== null && (
          <>
            <dt className={term}>
              Advance ({order.tokenPaymentStatus === 'paid' ? 'paid' : 'awaiting payment'})
            </dt>
            <dd>{formatRupees(order.tokenAmount)}</dd>
            <dt className={term}>Amount due on delivery</dt>
            <dd className="font-medium">{formatRupees(order.amountDue)}</dd>
          </>
        )}
        {order.codCollectedAt && (
          <>
            <dt className={term}>Collected</dt>
            <dd>{dateTime(order.codCollectedAt)}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
