import { textButtonClass } from './form-parts';

/** 'Resend OTP', disabled while the countdown after the last send runs or a send is under way. */
export function ResendCodeButton({
  secondsLeft,
  pending,
  onResend,
}: {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={secondsLeft > 0 || pending}
      className={textButtonClass}
    >
      {pending ? 'Sending OTP…' : secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
    </button>
  );
}
