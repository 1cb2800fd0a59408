import { type Order, orderNumber } from '@svarna/contracts';
import { useId } from 'react';
import { formatRupees } from '../../../lib/price';
import { InvoiceDownloadButton } from '../../invoices';
import { DeliveryTerms, OrderTracker } from '../../orders';
import { shortDate } from '../lib/order-dates';
import { OrderCancelPanel } from './order-cancel-panel';
import { OrderItemRow } from './order-item-row';
import { OrderStatusBadge } from './order-status-badge';

/** One order in the account's list: number, dates, total, status, the pieces, the tracker and, once paid, the invoice. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold">
            Order #{orderNumber(order._id)}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-stone-700 dark:text-stone-300">
            <DeliveryTerms order={order} formatDate={shortDate} />
            <dt>Placed on</dt>
            <dd>{shortDate(order.createdAt)}</dd>
          </dl>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-2">
          <OrderStatusBadge status={order.status} />
          <p className="font-semibold">
            <span className="sr-only">Total: </span>
            {formatRupees(order.total)}
          </p>
        </div>
      </header>
      <ul aria-label="Items" className="flex flex-col gap-2">
        {order.items.map((item) => (
          <OrderItemRow key={item._id} item={item} />
        ))}
      </ul>
      <OrderTracker order={order} />
      {(order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') && (
        <div className="flex flex-wrap gap-2">
          <InvoiceDownloadButton orderId={order._id} />
          {order.paymentStatus === 'refunded' && (
            <InvoiceDownloadButton orderId={order._id} document="credit-note" />
          )}
        </div>
      )}
      <OrderCancelPanel order={order} />
    </article>
  );
}
