import { OTP_RESEND_SECONDS, type VerifyOtpResponse } from '@svarna/contracts';
import { useEffect, useState } from 'react';
import { DetailsStep, OtpStep, PhoneStep, useCompleteSignIn } from '../../auth';
import type { SignInStep } from '../lib/validate-checkout';

type Step =
  | { name: 'phone'; phone: string }
  | { name: 'otp'; phone: string; resendAt: number }
  | { name: 'details'; phone: string; otp: string; prefill: VerifyOtpResponse['prefill'] };

const deadline = (seconds: number) => Date.now() + (seconds > 0 ? seconds : OTP_RESEND_SECONDS) * 1000;

/**
 * Steps 1 and 2 of 'Delivery Details' for a guest: the sign-in's own phone and code steps (and its
 * details step when the account needs a name and email). Signing in starts the session in place.
 */
export function CheckoutSignIn({ onStepChange }: { onStepChange: (step: SignInStep) => void }) {
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>({ name: 'phone', phone: '' });

  useEffect(() => onStepChange(step.name), [step.name, onStepChange]);

  if (step.name === 'phone')
    return (
      <PhoneStep
        key="phone"
        initialPhone={step.phone}
        variant="checkout"
        onSent={(phone, resendAfter) => setStep({ name: 'otp', phone, resendAt: deadline(resendAfter) })}
      />
    );
  if (step.name === 'otp')
    return (
      <OtpStep
        key="otp"
        phone={step.phone}
        resendAt={step.resendAt}
        variant="checkout"
        onResent={(resendAfter) => setStep({ ...step, resendAt: deadline(resendAfter) })}
        onChangeNumber={() => setStep({ name: 'phone', phone: step.phone })}
        onSignedIn={completeSignIn}
        onNeedsDetails={(otp, prefill) => setStep({ name: 'details', phone: step.phone, otp, prefill })}
      />
    );
  return <DetailsStep phone={step.phone} otp={step.otp} prefill={step.prefill} onSignedIn={completeSignIn} />;
}
