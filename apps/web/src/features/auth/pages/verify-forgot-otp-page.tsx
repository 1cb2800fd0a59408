import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyForgotOtp } from '../api/verify-forgot-otp';
import { CodeEntryForm } from '../components/code-entry-form';
import { useCodeEntry } from '../components/use-code-entry';
import { OTP_MESSAGE, OTP_RESEND_SECONDS, SIGN_IN_COPY } from '../lib/auth-messages';
import { formatPhone } from '../lib/sanitize';

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
  const navigate = useNavigate();
  const [resendAt, setResendAt] = useState(() => deadline());
  const entry = useCodeEntry({
    resendAt,
    verify: useVerifyForgotOtp(),
    verifyVariables: (otp) => ({ phone, otp }),
    onVerified: ({ resetToken }) => {
      void navigate(paths.resetPassword.to(resetToken), { replace: true });
      return true;
    },
    send: useForgotPassword(),
    sendVariables: phone,
    onSent: () => setResendAt(deadline()),
    messages: {
      invalid: OTP_MESSAGE,
      verifyFailed: SIGN_IN_COPY.page.verifyFailed,
      sendFailed: SIGN_IN_COPY.page.sendFailed,
    },
  });

  return (
    <CodeEntryForm
      entry={entry}
      to={phone}
      intro={
        <p className="text-stone-700 dark:text-stone-300">
          Code sent to <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span>.
        </p>
      }
      submitLabel="Verify OTP"
      pendingLabel="Verifying…"
      aside={
        <Link to={paths.forgotPassword.to()} className={buttonClass({ variant: 'link' })}>
          Use a different email or phone
        </Link>
      }
    />
  );
}
