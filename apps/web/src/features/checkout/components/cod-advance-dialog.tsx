import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/price';

interface CodAdvanceDialogProps {
  open: boolean;
  /** the order value, rupees */
  total: number;
  /** paid now, rupees (₹1000) */
  advanceAmount: number;
  onProceed: () => void;
  onCancel: () => void;
}

/**
 * Cash on delivery needs an advance, paid now and not refunded if the parcel is refused; the rest (order
 * value minus advance) is paid on delivery. Proceeding needs the agreement ticked.
 */
export function CodAdvanceDialog(props: CodAdvanceDialogProps) {
  return props.open ? <OpenCodAdvanceDialog {...props} /> : null;
}

function OpenCodAdvanceDialog({ total, advanceAmount, onProceed, onCancel }: CodAdvanceDialogProps) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const remainder = Math.max(total - advanceAmount, 0);
  return (
    <ModalDialog open onClose={onCancel} labelledBy={`${id}-title`} className="max-w-md p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Cash on Delivery advance
      </h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Cash on Delivery orders need an advance of {formatRupees(advanceAmount)}, paid now. The advance is
        non-refundable if the parcel is refused at delivery.
      </p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1">
        <dt>Order value</dt>
        <dd>{formatRupees(total)}</dd>
        <dt>Advance now</dt>
        <dd>{formatRupees(advanceAmount)}</dd>
        <dt className="font-semibold">Pay on delivery</dt>
        <dd className="font-semibold">{formatRupees(remainder)}</dd>
      </dl>
      <label className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <span>
          I agree to pay {formatRupees(advanceAmount)} now as a non-refundable advance and{' '}
          {formatRupees(remainder)} on delivery.
        </span>
      </label>
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" onClick={onCancel} variant="secondary">
          Cancel
        </Button>
        <Button type="button" disabled={!agreed} onClick={onProceed} variant="primary">
          Pay {formatRupees(advanceAmount)} advance
        </Button>
      </div>
    </ModalDialog>
  );
}
