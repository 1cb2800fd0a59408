import type { Order } from '@svarna/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { placedDate } from '../lib/order-display';

/**
 * 'Thank you!', the order number and date, tracking when there is some, and the way to the account; a
 * cancelled order says so instead of calling itself confirmed.
 */
export function ConfirmationHeader({ order }: { order: Order }) {
  const cancelled = order.status === 'cancelled';
  return (
    <header className="flex flex-col items-center gap-2 text-center">
      {cancelled ? (
        <XCircle aria-hidden="true" className="size-14 text-red-700 dark:text-red-400" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-700 dark:text-emerald-400" />
      )}
      <h1 className="text-3xl font-semibold">{cancelled ? 'Order cancelled' : 'Thank you!'}</h1>
      <p className="text-lg">
        {cancelled ? 'This order was cancelled and will not be shipped.' : 'Your order is confirmed!'}
      </p>
      <dl className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-1 text-stone-700 dark:text-stone-300">
        <div className="flex gap-1">
          <dt>Order #</dt>
          <dd className="font-semibold text-stone-900 dark:text-stone-100">{order.orderNumber}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Placed on</dt>
          <dd>{placedDate(order.createdAt)}</dd>
        </div>
        {order.trackingUrl && (
          // a courier's address is one long word: it breaks anywhere rather than widen a phone's page
          <div className="flex min-w-0 max-w-full gap-1">
            <dt className="shrink-0">Tracking</dt>
            <dd className="min-w-0 break-all">
              <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="underline">
                {order.trackingUrl}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <Link to={paths.account.to()} className="mt-2 font-medium underline underline-offset-2">
        View your orders in My Account
      </Link>
    </header>
  );
}
