import type { AdminOrder } from '@svarna/contracts';
import { formatRupees } from '../../../lib/price';
import { dateTime } from '../lib/admin-display';
import { Panel } from './panel';

type Refund = AdminOrder['refunds'][number];

const REFUND_LABELS = { requested: 'Requested', processed: 'Processed', failed: 'Failed' } as const;

/** What a second payment's refund stands at, said plainly: it is not the order's own refund. */
const SECOND_PAYMENT_LABELS: Record<Refund['status'], string> = {
  requested: 'Second payment being refunded',
  processed: 'Second payment refunded',
  failed: 'Second payment not yet refunded',
};

/**
 * Refunds made for the order, each with the provider's id or why it failed. A second payment the shopper
 * made for the order already paid, given back, is named so: the order itself stays paid.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  if (order.refunds.length === 0) return null;
  return (
    <Panel title="Refunds">
      <ul className="flex flex-col gap-2">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="text-sm">
            {refund.kind === 'duplicate_payment' && (
              <span className="block font-medium">{SECOND_PAYMENT_LABELS[refund.status]}</span>
            )}
            <span className="font-medium">
              {formatRupees(refund.amount)} · {REFUND_LABELS[refund.status]}
            </span>
            <span className="block text-stone-700 dark:text-stone-300">
              {dateTime(refund.createdAt)}
              {refund.providerRefundId && ` · ${refund.providerRefundId}`}
            </span>
            {refund.failureReason && (
              <span className="block text-red-700 dark:text-red-300">{refund.failureReason}</span>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
