import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DevOutboxHint } from '../../dev-outbox';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyForgotOtp } from '../api/verify-forgot-otp';
import { FormAlert, primaryButtonClass, textButtonClass } from '../components/form-parts';
import { OtpInput } from '../components/otp-input';
import { ResendCodeButton } from '../components/resend-code-button';
import { useCountdown } from '../components/use-countdown';
import { errorText, OTP_MESSAGE, OTP_RESEND_SECONDS, SIGN_IN_COPY } from '../lib/auth-messages';
import { formatPhone, isCompleteOtp } from '../lib/sanitize';

/** /auth/verify-forgot-otp: reached from forgot-password with the phone in navigation state, else sent back. */
export function VerifyForgotOtpPage() {
  useDocumentTitle('Verify OTP');
  const state: unknown = useLocation().state;
  const phone = state && typeof state === 'object' && 'phone' in state ? state.phone : null;
  if (typeof phone !== 'string' || !phone) return <Navigate to={paths.forgotPassword.to()} replace />;
  return <VerifyForgotOtpForm phone={phone} />;
}

const deadline = (seconds = OTP_RESEND_SECONDS) => Date.now() + seconds * 1000;

function VerifyForgotOtpForm({ phone }: { phone: string }) {
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [resendAt, setResendAt] = useState(() => deadline());
  const secondsLeft = useCountdown(resendAt);
  const verify = useVerifyForgotOtp();
  const resend = useForgotPassword();

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
      { phone, otp },
      { onSuccess: ({ resetToken }) => void navigate(paths.resetPassword.to(resetToken), { replace: true }) },
    );
  };

  const onResend = () => {
    verify.reset();
    setInvalid(false);
    resend.mutate(phone, {
      onSuccess: () => {
        setOtp('');
        setResendAt(deadline());
        inputRef.current?.focus();
      },
    });
  };

  let message: string | null = null;
  if (invalid) message = OTP_MESSAGE;
  else if (verify.isError) message = errorText(verify.error, SIGN_IN_COPY.page.verifyFailed);
  else if (resend.isError) message = errorText(resend.error, SIGN_IN_COPY.page.sendFailed);
  const errorId = message ? `${id}-error` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-stone-700 dark:text-stone-300">
        Code sent to <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span>.
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
      <DevOutboxHint to={phone} />
      <button type="submit" disabled={verify.isPending} className={primaryButtonClass}>
        {verify.isPending ? 'Verifying…' : 'Verify OTP'}
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <ResendCodeButton secondsLeft={secondsLeft} pending={resend.isPending} onResend={onResend} />
        <Link to={paths.forgotPassword.to()} className={textButtonClass}>
          Use a different email or phone
        </Link>
      </div>
    </form>
  );
}
