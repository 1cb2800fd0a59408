import type { VerifyOtpResponse } from '@svarna/contracts';
import { useState } from 'react';
import type { AuthSession } from '../api/login';
import { OTP_RESEND_SECONDS, type SignInVariant } from '../lib/auth-messages';
import { DetailsStep } from './details-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

export interface PhoneSignInProps {
  onSignedIn: (session: AuthSession) => void;
  /** 10 digits (or with +91) to start with */
  initialPhone?: string;
  /** checkout words its fallbacks and links a little differently */
  variant?: SignInVariant;
  /** focus the phone input on first show (the login page; not checkout, where it sits mid-page) */
  autoFocus?: boolean;
}

type Step =
  | { name: 'phone'; phone: string }
  | { name: 'otp'; phone: string; resendAt: number }
  | { name: 'details'; phone: string; otp: string; prefill: VerifyOtpResponse['prefill'] };

const deadline = (seconds: number) => Date.now() + (seconds > 0 ? seconds : OTP_RESEND_SECONDS) * 1000;

/**
 * Sign-in by phone: phone -> OTP (once the code is sent) -> details (only when the server needs a name
 * and email) -> signed in. The caller decides what signing in means (store the session, move on).
 */
export function PhoneSignIn({
  onSignedIn,
  initialPhone = '',
  variant = 'page',
  autoFocus = false,
}: PhoneSignInProps) {
  const [step, setStep] = useState<Step>({ name: 'phone', phone: initialPhone });
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  if (step.name === 'phone')
    return (
      <PhoneStep
        key="phone"
        initialPhone={step.phone}
        variant={variant}
        autoFocus={autoFocus || moved}
        onSent={(phone, resendAfter) => go({ name: 'otp', phone, resendAt: deadline(resendAfter) })}
      />
    );
  if (step.name === 'otp')
    return (
      <OtpStep
        key="otp"
        phone={step.phone}
        resendAt={step.resendAt}
        variant={variant}
        onResent={(resendAfter) => setStep({ ...step, resendAt: deadline(resendAfter) })}
        onChangeNumber={() => go({ name: 'phone', phone: step.phone })}
        onSignedIn={onSignedIn}
        onNeedsDetails={(otp, prefill) => go({ name: 'details', phone: step.phone, otp, prefill })}
      />
    );
  return <DetailsStep phone={step.phone} otp={step.otp} prefill={step.prefill} onSignedIn={onSignedIn} />;
}
