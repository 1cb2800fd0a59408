import type { OrderTracking } from '@svarna/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/http-client';
import {
  FormAlert,
  formatPhone,
  isCompleteOtp,
  OTP_MESSAGE,
  OtpInput,
  primaryButtonClass,
  ResendCodeButton,
  textButtonClass,
  useCountdown,
} from '../../auth';
import { DevOutboxHint } from '../../dev-outbox';
import { useSendTrackCode } from '../api/send-track-code';
import { useVerifyTrackCode } from '../api/verify-track-code';
import type { OrderLookup } from '../lib/track-order-input';

const VERIFY_FAILED = 'OTP verification failed. Please try again.';
const SEND_FAILED = 'Failed to send the code. Please try again.';

export interface TrackCodeFormProps {
  lookup: OrderLookup;
  /** epoch ms from which another code may be sent */
  resendAt: number;
  onResent: (resendAfter: number) => void;
  /** the order's progress and the permission to cancel it that the right code gives */
  onTracked: (tracking: OrderTracking, cancelToken: string) => void;
  onChangeLookup: () => void;
}

/** Step 2: the 6-digit code; Resend waits out the same countdown as sign-in. */
export function TrackCodeForm({ lookup, resendAt, onResent, onTracked, onChangeLookup }: TrackCodeFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const verify = useVerifyTrackCode();
  const resend = useSendTrackCode();
  const secondsLeft = useCountdown(resendAt);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!isCompleteOtp(otp)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    resend.reset();
    verify.mutate(
      { ...lookup, otp },
      {
        onSuccess: (body) => onTracked(body.tracking, body.cancelToken),
        onError: () => inputRef.current?.focus(),
      },
    );
  };

  const onResend = () => {
    verify.reset();
    setInvalid(false);
    resend.mutate(lookup, {
      onSuccess: (body) => {
        setOtp('');
        onResent(body.resendAfter);
        inputRef.current?.focus();
      },
    });
  };

  let message: string | null = null;
  if (invalid) message = OTP_MESSAGE;
  else if (verify.isError) message = serverMessage(verify.error) ?? VERIFY_FAILED;
  else if (resend.isError) message = serverMessage(resend.error) ?? SEND_FAILED;
  const errorId = message ? `${id}-error` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p role="status" className="text-stone-700 dark:text-stone-300">
        If order <span className="font-semibold">#{lookup.orderNumber}</span> was placed with{' '}
        <span className="font-semibold whitespace-nowrap">{formatPhone(lookup.phone)}</span>, we have sent a
        6-digit code to that phone.
      </p>
      <OtpInput
        ref={inputRef}
        id={id}
        value={otp}
        onChange={(next) => {
          setOtp(next);
          setInvalid(false);
        }}
        invalid={Boolean(message)}
        describedBy={errorId}
      />
      <FormAlert id={errorId} message={message} />
      <DevOutboxHint to={lookup.phone} />
      <button type="submit" disabled={verify.isPending} className={primaryButtonClass}>
        {verify.isPending ? 'Checking…' : 'Show order status'}
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <ResendCodeButton secondsLeft={secondsLeft} pending={resend.isPending} onResend={onResend} />
        <button type="button" onClick={onChangeLookup} className={textButtonClass}>
          Change order number or phone
        </button>
      </div>
    </form>
  );
}
