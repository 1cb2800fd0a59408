import type { AdminOrder } from '@svarna/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { useRetryRefund } from '../api/retry-refund';
import { statusLabel } from '../lib/admin-display';
import { allowedActions } from '../lib/order-actions';
import { ActionNotice, type Notice } from './action-notice';
import { CancelDialog } from './cancel-dialog';
import { MoveForm } from './move-form';
import { Panel } from './panel';

/** Only what the order allows now: a step forward, cancelling, retrying a refund. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const allowed = allowedActions(order);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const refund = useRetryRefund(order._id);
  const none = allowed.next.length === 0 && !allowed.cancel && !allowed.retryRefund;

  const retryRefund = async () => {
    try {
      await refund.mutateAsync(undefined);
      setNotice({ tone: 'done', text: 'Refund tried again.' });
    } catch (error) {
      setNotice({ tone: 'refused', text: serverMessage(error) ?? (error as Error).message });
    }
  };

  return (
    <Panel title="Actions">
      <div className="flex flex-col gap-4">
        <ActionNotice notice={notice} />
        {none && (
          <p className="text-stone-700 dark:text-stone-300">
            Nothing more to do: this order is {statusLabel(order.status).toLowerCase()}.
          </p>
        )}
        {allowed.next.length > 0 && (
          <MoveForm key={allowed.next.join()} orderId={order._id} steps={allowed.next} onNotice={setNotice} />
        )}
        <div className="flex flex-wrap gap-3">
          {allowed.retryRefund && (
            <Button type="button" onClick={retryRefund} disabled={refund.isPending} variant="secondary">
              {refund.isPending ? 'Retrying…' : 'Retry refund'}
            </Button>
          )}
          {allowed.cancel && (
            <Button type="button" onClick={() => setCancelling(true)} variant="danger">
              Cancel order
            </Button>
          )}
        </div>
      </div>
      <CancelDialog
        order={order}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onNotice={setNotice}
      />
    </Panel>
  );
}
