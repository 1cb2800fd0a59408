import type { AdminOrder } from '@svarna/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { InvoiceDownloadButton } from '../../invoices';
import { dateTime } from '../lib/admin-display';
import { StatusBadge } from './status-badge';

/** The order's number, when it was placed, its status and where the parcel can be followed. */
export function OrderHeading({ order }: { order: AdminOrder }) {
  return (
    <header className="flex flex-col gap-2">
      <Link to={paths.adminOrders.to()} className="self-start text-sm underline underline-offset-2">
        Back to orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Order #{order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-stone-700 dark:text-stone-300">
        Placed <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
        {order.invoiceNumber && <> · Invoice {order.invoiceNumber}</>}
      </p>
      {order.invoiceNumber && (
        <div className="flex flex-wrap gap-2 self-start">
          <InvoiceDownloadButton orderId={order._id} caller="admin" />
          {order.paymentStatus === 'refunded' && (
            <InvoiceDownloadButton orderId={order._id} caller="admin" document="credit-note" />
          )}
        </div>
      )}
      {order.trackingUrl && (
        <p className="break-all">
          Tracking:{' '}
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className="underline underline-offset-2"
          >
            {order.trackingUrl}
          </a>
        </p>
      )}
    </header>
  );
}
