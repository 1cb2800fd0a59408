import type { Ref } from 'react';
import { OTP_LENGTH } from '../lib/auth-messages';
import { sanitizeOtp } from '../lib/sanitize';
import { inputClass } from './form-parts';

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
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
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
        className={`${inputClass} text-lg tracking-[0.4em] placeholder:tracking-normal`}
      />
    </div>
  );
}
