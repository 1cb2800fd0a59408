import type { OrderTracking } from '@svarna/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeliveryTerms, OrderTracker, ShopperCancelPanel } from '../../orders';
import { useCancelTrackedOrder } from '../api/cancel-tracked-order';
import { formatDate } from '../lib/track-order-input';

/** The tracker takes an order's history with notes; a guest is never shown them. */
const trackerOrder = (tracking: OrderTracking) => ({
  status: tracking.status,
  trackingUrl: tracking.trackingUrl,
  statusHistory: tracking.statusHistory.map((event) => ({ ...event, note: '' })),
});

interface OrderProgressProps {
  tracking: OrderTracking;
  /** the permission to cancel that the right code gave (30 minutes) */
  cancelToken: string;
  /** the order as the server answers it once cancelled */
  onCancelled: (tracking: OrderTracking) => void;
  onTrackAnother: () => void;
}

/**
 * Step 3: where the order stands, and nothing else about it; a way to cancel it before it ships (the
 * account's dialog), its refund once cancelled, or the return policy and WhatsApp after shipping.
 */
export function OrderProgress({ tracking, cancelToken, onCancelled, onTrackAnother }: OrderProgressProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelTrackedOrder();
  const [cancelledHere, setCancelledHere] = useState(false);
  // on arrival, and again once cancelled: the button that opened the dialog is gone by then
  useEffect(() => {
    if (tracking.status) headingRef.current?.focus();
  }, [tracking.status]);

  const cancelOrder = async (reason: string) => {
    const answer = await cancel.mutateAsync({
      orderNumber: tracking.orderNumber,
      token: cancelToken,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setCancelledHere(true);
    onCancelled(answer.tracking);
  };

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
      <p role="status" className="empty:hidden font-medium">
        {cancelledHere && tracking.status === 'cancelled' ? 'Your order has been cancelled.' : ''}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700 dark:text-stone-300">
        <dt>Placed on</dt>
        <dd>{formatDate(tracking.createdAt)}</dd>
        <DeliveryTerms order={tracking} formatDate={formatDate} />
      </dl>
      <OrderTracker order={trackerOrder(tracking)} />
      <ShopperCancelPanel order={tracking} onCancel={cancelOrder} pending={cancel.isPending} />
      <Button type="button" onClick={onTrackAnother} variant="link" className="self-start">
        Track another order
      </Button>
    </section>
  );
}
