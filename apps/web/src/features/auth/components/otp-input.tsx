import type { Ref } from 'react';
import { Input } from '../../../components/ui/input';
import { OTP_LENGTH } from '../lib/auth-messages';
import { sanitizeOtp } from '../lib/sanitize';

interface OtpInputProps {
  id: string;
  label?: string;
  value: string;
  onChange: (otp: string) => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The 6-digit code: digits only, offered by the phone's one-time-code autofill. */
export function OtpInput({
  id,
  label = 'Enter OTP',
  value,
  onChange,
  invalid,
  describedBy,
  ref,
}: OtpInputProps) {
  return (
    <Input
      ref={ref}
      id={id}
      label={label}
      name="otp"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder="6-digit code"
      value={value}
      onChange={(event) => onChange(sanitizeOtp(event.target.value))}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="text-lg tracking-[0.4em] placeholder:tracking-normal"
    />
  );
}
