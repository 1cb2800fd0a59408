import type { AdminOrder } from '@svarna/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { useCancelOrder } from '../api/cancel-order';
import { type FieldErrors, serverFieldErrors, validateCancel } from '../lib/admin-forms';
import type { Notice } from './action-notice';

interface CancelDialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/** Asks why before cancelling; the stock goes back and a paid order is refunded. */
export function CancelDialog({ order, open, onClose, onNotice }: CancelDialogProps) {
  const id = useId();
  const cancel = useCancelOrder(order._id);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const paid = order.paymentStatus === 'paid';

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCancel(reason);
    setErrors(checked.errors ?? {});
    if (checked.errors) return document.getElementById(`${id}-reason`)?.focus();
    try {
      await cancel.mutateAsync(checked.value.reason);
      setReason('');
      close();
      onNotice({
        tone: 'done',
        text: paid ? 'Order cancelled; the refund has been started.' : 'Order cancelled.',
      });
    } catch (error) {
      const problems = serverFieldErrors(isApiError(error) ? error.details : undefined);
      if (problems.reason) {
        setErrors(problems);
        return document.getElementById(`${id}-reason`)?.focus();
      }
      close();
      onNotice({ tone: 'refused', text: serverMessage(error) ?? (error as Error).message });
    }
  };

  return (
    <ModalDialog open={open} onClose={close} labelledBy={`${id}-title`} className="max-w-md p-6">
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Cancel order #{order.orderNumber}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          The pieces go back into stock{paid ? ' and the customer is refunded' : ''}. This cannot be undone.
        </p>
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium">
            Reason
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
            {...(errors.reason ? { 'aria-invalid': true, 'aria-describedby': `${id}-reason-error` } : {})}
          />
          {errors.reason && (
            <p id={`${id}-reason-error`} className="text-sm text-red-700 dark:text-red-300">
              {errors.reason}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" onClick={close} variant="secondary">
            Keep order
          </Button>
          <Button type="submit" disabled={cancel.isPending} variant="danger">
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
