import type { Order } from '@svarna/contracts';
import { formatRupees } from '../../../lib/price';
import { paymentMethodLabel, statusDisplay } from '../lib/order-display';
import { OrderCard } from './order-card';

/** How it is paid (for cash on delivery: the advance and what is due at the door) and where it stands. */
export function OrderPayment({ order }: { order: Order }) {
  const status = statusDisplay(order.status);
  const advancePaid = order.tokenPaymentStatus === 'paid';
  return (
    <OrderCard title="Payment and status">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-700 dark:text-stone-300">Payment method</dt>
        <dd className="font-medium">{paymentMethodLabel(order.paymentMethod)}</dd>
        {order.paymentMethod === 'cod' && order.tokenAmount !== null && (
          <>
            <dt className="text-stone-700 dark:text-stone-300">
              {advancePaid ? 'Advance paid' : 'Advance (awaiting payment)'}
            </dt>
            <dd>{formatRupees(order.tokenAmount)}</dd>
            <dt className="text-stone-700 dark:text-stone-300">Due on delivery</dt>
            <dd className="font-medium">{formatRupees(order.amountDue)}</dd>
          </>
        )}
        <dt className="text-stone-700 dark:text-stone-300">Order status</dt>
        <dd>
          <span className="font-medium">{status.label}</span>
          <span className="block text-stone-700 dark:text-stone-300">{status.description}</span>
        </dd>
      </dl>
    </OrderCard>
  );
}
