import type { OrderTracking } from '@svarna/contracts';
import { useEffect, useRef } from 'react';
import { textButtonClass } from '../../auth';
import { DeliveryTerms, OrderTracker } from '../../orders';
import { formatDate } from '../lib/track-order-input';

/** The tracker takes an order's history with notes; a guest is never shown them. */
const trackerOrder = (tracking: OrderTracking) => ({
  status: tracking.status,
  trackingUrl: tracking.trackingUrl,
  statusHistory: tracking.statusHistory.map((event) => ({ ...event, note: '' })),
});

/** Step 3: where the order stands, and nothing else about it. */
export function OrderProgress({
  tracking,
  onTrackAnother,
}: {
  tracking: OrderTracking;
  onTrackAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="tracked-order-heading" className="flex flex-col gap-4">
      <h2
        id="tracked-order-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Order #{tracking.orderNumber}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700 dark:text-stone-300">
        <dt>Placed on</dt>
        <dd>{formatDate(tracking.createdAt)}</dd>
        <DeliveryTerms order={tracking} formatDate={formatDate} />
      </dl>
      <OrderTracker order={trackerOrder(tracking)} />
      <button type="button" onClick={onTrackAnother} className={`${textButtonClass} self-start`}>
        Track another order
      </button>
    </section>
  );
}
