import type { Order } from '@svarna/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { serverMessage } from '../../../lib/http-client';

interface CancelOrderDialogProps {
  /** the number shown and whether there is a payment to refund: an account's order or a tracked one */
  order: Pick<Order, 'orderNumber' | 'paymentStatus'>;
  open: boolean;
  onClose: () => void;
  /** cancels with the optional reason; rejects with the server's refusal */
  onCancel: (reason: string) => Promise<unknown>;
  pending: boolean;
}

/** Asks the shopper to confirm: an optional reason, 'Keep order' or 'Cancel order'. Focus is trapped; Escape closes. */
export function CancelOrderDialog({ order, open, onClose, onCancel, pending }: CancelOrderDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paid = order.paymentStatus === 'paid';

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onCancel(reason);
      setReason('');
      close();
    } catch (err) {
      setError(serverMessage(err) ?? 'We could not cancel this order. Please try again.');
    }
  };

  return (
    <ModalDialog open={open} onClose={close} labelledBy={`${id}-title`} className="max-w-md p-6">
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Cancel order #{order.orderNumber}?
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          {paid
            ? 'We will refund your payment to the original method; it reaches you in 5 to 7 working days.'
            : 'Nothing has been charged for this order.'}{' '}
          This cannot be undone.
        </p>
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium">
            Reason (optional)
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2 dark:border-stone-600 dark:bg-stone-800"
          />
        </div>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className="rounded-md border border-stone-300 px-4 py-2 font-medium dark:border-stone-600"
          >
            Keep order
          </button>
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-red-700 px-4 py-2 font-medium text-white disabled:opacity-60"
          >
            {pending ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
