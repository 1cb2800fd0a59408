import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DevOutboxHint } from '../../dev-outbox';
import { useSendOtp } from '../api/send-otp';
import { errorText, PHONE_MESSAGE, SIGN_IN_COPY, type SignInVariant } from '../lib/auth-messages';
import { isCompletePhone, sanitizePhone, toE164 } from '../lib/sanitize';
import { FormAlert } from './form-parts';
import { PhoneInput } from './phone-input';

export interface PhoneStepProps {
  initialPhone?: string;
  /** the code went out: the E.164 phone and the seconds until another may be sent */
  onSent: (phone: string, resendAfter: number) => void;
  variant?: SignInVariant;
  autoFocus?: boolean;
}

/** Step 1: a 10-digit mobile number; Send OTP only once all 10 digits are there. */
export function PhoneStep({
  initialPhone = '',
  onSent,
  variant = 'page',
  autoFocus = false,
}: PhoneStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [digits, setDigits] = useState(() => sanitizePhone(initialPhone));
  const [touched, setTouched] = useState(false);
  const send = useSendOtp();
  const complete = isCompletePhone(digits);
  const invalid = touched && digits.length > 0 && !complete;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || send.isPending) return;
    const phone = toE164(digits);
    send.mutate(phone, { onSuccess: (body) => onSent(phone, body.resendAfter) });
  };

  const message = invalid
    ? PHONE_MESSAGE
    : send.isError
      ? errorText(send.error, SIGN_IN_COPY[variant].sendFailed)
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          Phone number
        </label>
        <PhoneInput
          ref={inputRef}
          id={id}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (isCompletePhone(next)) setTouched(false);
            send.reset();
          }}
          onBlur={() => setTouched(true)}
          invalid={invalid}
          describedBy={message ? `${id}-error` : undefined}
        />
      </div>
      <FormAlert id={`${id}-error`} message={message} />
      <DevOutboxHint />
      <Button type="submit" disabled={!complete || send.isPending} variant="primary" className="w-full gap-2">
        {send.isPending ? 'Sending OTP…' : 'Send OTP'}
      </Button>
    </form>
  );
}
