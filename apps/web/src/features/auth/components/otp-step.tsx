import type { VerifyOtpResponse } from '@svarna/contracts';
import { Button } from '../../../components/ui/button';
import type { AuthSession } from '../api/login';
import { useSendOtp } from '../api/send-otp';
import { sessionFrom, useVerifyOtp } from '../api/verify-otp';
import { SIGN_IN_COPY, type SignInVariant } from '../lib/auth-messages';
import { formatPhone } from '../lib/sanitize';
import { CodeEntryForm } from './code-entry-form';
import { useCodeEntry } from './use-code-entry';

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
  const copy = SIGN_IN_COPY[variant];
  const entry = useCodeEntry({
    resendAt,
    verify: useVerifyOtp(),
    verifyVariables: (otp) => ({ phone, otp }),
    onVerified: (response, otp) => {
      const session = sessionFrom(response);
      if (response.needsDetails) onNeedsDetails(otp, response.prefill);
      else if (session) onSignedIn(session);
      return response.needsDetails || session !== null;
    },
    send: useSendOtp(),
    sendVariables: phone,
    onSent: (body) => onResent(body.resendAfter),
    messages: { invalid: copy.otpInvalid, verifyFailed: copy.verifyFailed, sendFailed: copy.sendFailed },
  });

  return (
    <CodeEntryForm
      entry={entry}
      to={phone}
      intro={
        <p className="text-stone-700 dark:text-stone-300">
          We sent a 6-digit code to{' '}
          <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span>.{' '}
          <Button type="button" onClick={onChangeNumber} variant="link">
            {copy.changeNumber}
          </Button>
        </p>
      }
      submitLabel="Verify OTP"
      pendingLabel="Verifying…"
    />
  );
}
