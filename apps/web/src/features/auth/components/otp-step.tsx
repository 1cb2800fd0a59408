import type { VerifyOtpResponse } from '@svarna/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DevOutboxHint } from '../../dev-outbox';
import type { AuthSession } from '../api/login';
import { useSendOtp } from '../api/send-otp';
import { sessionFrom, useVerifyOtp } from '../api/verify-otp';
import { errorText, SIGN_IN_COPY, type SignInVariant } from '../lib/auth-messages';
import { formatPhone, isCompleteOtp } from '../lib/sanitize';
import { FormAlert, primaryButtonClass, textButtonClass } from './form-parts';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';
import { useCountdown } from './use-countdown';

export interface OtpStepProps {
  /** E.164 */
  phone: string;
  /** epoch ms from which another code may be sent */
  resendAt: number;
  onResent: (resendAfter: number) => void;
  onSignedIn: (session: AuthSession) => void;
  /** the code is right but the account needs a name and email: the details step sends the code again */
  onNeedsDetails: (otp: string, prefill: VerifyOtpResponse['prefill']) => void;
  onChangeNumber: () => void;
  variant?: SignInVariant;
}

/** Step 2: the 6-digit code; 'Change number' goes back; Resend waits out its countdown. */
export function OtpStep(props: OtpStepProps) {
  const { phone, resendAt, onResent, onSignedIn, onNeedsDetails, onChangeNumber, variant = 'page' } = props;
  const id = useId();
  const copy = SIGN_IN_COPY[variant];
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [noSession, setNoSession] = useState(false);
  const verify = useVerifyOtp();
  const resend = useSendOtp();
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
    setNoSession(false);
    verify.mutate(
      { phone, otp },
      {
        onSuccess: (response) => {
          const session = sessionFrom(response);
          if (response.needsDetails) onNeedsDetails(otp, response.prefill);
          else if (session) onSignedIn(session);
          else setNoSession(true);
        },
        onError: () => inputRef.current?.focus(),
      },
    );
  };

  const onResend = () => {
    verify.reset();
    setInvalid(false);
    setNoSession(false);
    resend.mutate(phone, {
      onSuccess: (body) => {
        setOtp('');
        onResent(body.resendAfter);
        inputRef.current?.focus();
      },
    });
  };

  let message: string | null = null;
  if (invalid) message = copy.otpInvalid;
  else if (verify.isError) message = errorText(verify.error, copy.verifyFailed);
  else if (resend.isError) message = errorText(resend.error, copy.sendFailed);
  else if (noSession) message = copy.verifyFailed;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-stone-700 dark:text-stone-300">
        We sent a 6-digit code to{' '}
        <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span>.{' '}
        <button type="button" onClick={onChangeNumber} className={textButtonClass}>
          {copy.changeNumber}
        </button>
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
        describedBy={message ? `${id}-error` : undefined}
      />
      <FormAlert id={`${id}-error`} message={message} />
      <DevOutboxHint to={phone} />
      <button type="submit" disabled={verify.isPending} className={primaryButtonClass}>
        {verify.isPending ? 'Verifying…' : 'Verify OTP'}
      </button>
      <p className="text-center text-sm">
        <ResendCodeButton secondsLeft={secondsLeft} pending={resend.isPending} onResend={onResend} />
      </p>
    </form>
  );
}
