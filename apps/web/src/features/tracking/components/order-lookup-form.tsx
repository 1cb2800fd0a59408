import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/http-client';
import { FormAlert, isCompletePhone, PHONE_MESSAGE, PhoneInput } from '../../auth';
import { DevOutboxHint } from '../../dev-outbox';
import { useSendTrackCode } from '../api/send-track-code';
import {
  cleanOrderNumber,
  isOrderNumber,
  ORDER_NUMBER_MESSAGE,
  type OrderLookup,
} from '../lib/track-order-input';

const SEND_FAILED = 'Failed to send the code. Please try again.';

export interface OrderLookupFormProps {
  initial?: OrderLookup;
  /** the code went out (or would have: the answer never says whether the order matched) */
  onSent: (lookup: OrderLookup, resendAfter: number) => void;
}

/** Step 1: the order number and the phone the order was placed with. */
export function OrderLookupForm({ initial, onSent }: OrderLookupFormProps) {
  const id = useId();
  const orderRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [orderNumber, setOrderNumber] = useState(initial?.orderNumber ?? '');
  const [digits, setDigits] = useState(() => initial?.phone.slice(-10) ?? '');
  const [checked, setChecked] = useState(false);
  const send = useSendTrackCode();

  const orderError = checked && !isOrderNumber(orderNumber) ? ORDER_NUMBER_MESSAGE : null;
  const phoneError = checked && !isCompletePhone(digits) ? PHONE_MESSAGE : null;
  const serverError = send.isError ? (serverMessage(send.error) ?? SEND_FAILED) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    if (!isOrderNumber(orderNumber)) return orderRef.current?.focus();
    if (!isCompletePhone(digits)) return phoneRef.current?.focus();
    const lookup = { orderNumber: cleanOrderNumber(orderNumber), phone: `+91${digits}` };
    send.mutate(lookup, { onSuccess: (body) => onSent(lookup, body.resendAfter) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-order`} className="font-medium">
          Order number
        </label>
        <input
          ref={orderRef}
          id={`${id}-order`}
          name="orderNumber"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          placeholder="e.g. 1A2B3C4D"
          value={orderNumber}
          onChange={(event) => {
            setOrderNumber(event.target.value);
            send.reset();
          }}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={`${id}-order-hint${orderError ? ` ${id}-order-error` : ''}`}
          className={`${inputClass} uppercase placeholder:normal-case`}
        />
        <p id={`${id}-order-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          The 8 characters after 'Order #' on your order confirmation.
        </p>
        <FormAlert id={`${id}-order-error`} message={orderError} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-phone`} className="font-medium">
          Phone number used for the order
        </label>
        <PhoneInput
          ref={phoneRef}
          id={`${id}-phone`}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            send.reset();
          }}
          invalid={Boolean(phoneError)}
          describedBy={phoneError ? `${id}-phone-error` : undefined}
        />
        <FormAlert id={`${id}-phone-error`} message={phoneError} />
      </div>
      <FormAlert message={serverError} />
      <DevOutboxHint />
      <Button type="submit" disabled={send.isPending} variant="primary" className="w-full gap-2">
        {send.isPending ? 'Sending code…' : 'Send code'}
      </Button>
    </form>
  );
}
