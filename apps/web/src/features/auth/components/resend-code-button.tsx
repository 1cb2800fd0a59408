import { Button } from '../../../components/ui/button';

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
    <Button type="button" onClick={onResend} disabled={secondsLeft > 0 || pending} variant="link">
      {pending ? 'Sending OTP…' : secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
    </Button>
  );
}
