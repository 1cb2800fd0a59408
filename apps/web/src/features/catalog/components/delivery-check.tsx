import { CheckCircle2, MapPin, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePincodeLookup } from '../../../lib/pincode-lookup';
import {
  deliveryMessage,
  isValidPincode,
  PINCODE_FAILED,
  PINCODE_INVALID,
  sanitizePincode,
} from '../lib/delivery';

/** Pincode delivery check: 6 digits, then the server says whether (and where) we deliver. */
export function DeliveryCheck() {
  const inputId = useId();
  const messageId = useId();
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const lookup = usePincodeLookup(submitted);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPincode(pin)) {
      setInvalid(true);
      setSubmitted(null);
      return;
    }
    setInvalid(false);
    setSubmitted(pin);
  };

  let message: { kind: 'available' | 'error' | 'pending'; text: string; detail?: string } | null = null;
  if (invalid) message = { kind: 'error', text: PINCODE_INVALID };
  else if (submitted && lookup.isPending) message = { kind: 'pending', text: 'Checking…' };
  else if (submitted && lookup.error) message = { kind: 'error', text: PINCODE_FAILED };
  else if (submitted && lookup.data) message = deliveryMessage(lookup.data);

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-stone-200 p-4 dark:border-stone-700"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 font-semibold">
        <MapPin aria-hidden="true" className="size-5" />
        Check delivery
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm text-stone-700 dark:text-stone-300">
            Delivery pincode
          </label>
          <input
            id={inputId}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="6-digit pincode"
            value={pin}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            onChange={(event) => {
              setPin(sanitizePincode(event.target.value));
              setInvalid(false);
            }}
            className="min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 tracking-widest placeholder:tracking-normal placeholder:text-stone-500 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400"
          />
        </div>
        <Button type="submit" variant="outline">
          Check
        </Button>
      </form>
      <div id={messageId} role="status" aria-live="polite" className="mt-2 min-h-6 text-sm">
        {message?.kind === 'error' && (
          <p className="flex items-center gap-1.5 text-red-700 dark:text-red-300">
            <XCircle aria-hidden="true" className="size-4 shrink-0" />
            {message.text}
          </p>
        )}
        {message?.kind === 'pending' && <p className="text-stone-700 dark:text-stone-300">{message.text}</p>}
        {message?.kind === 'available' && (
          <>
            <p className="flex items-center gap-1.5 font-medium text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              {message.text}
            </p>
            <p className="text-stone-700 dark:text-stone-300">{message.detail}</p>
          </>
        )}
      </div>
    </section>
  );
}
