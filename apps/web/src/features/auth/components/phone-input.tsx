import type { ClipboardEvent, Ref } from 'react';
import { PHONE_LENGTH } from '../lib/auth-messages';
import { sanitizePhone } from '../lib/sanitize';

interface PhoneInputProps {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A 10-digit Indian mobile number after a fixed '+91': digits only, a pasted +91 or 0 dropped. */
export function PhoneInput({ id, value, onChange, onBlur, invalid, describedBy, ref }: PhoneInputProps) {
  // A paste is cleaned whole: maxLength would otherwise cut '+91 98765 43210' before the digits.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(sanitizePhone(event.clipboardData.getData('text')));
  };
  return (
    <div className="flex min-h-11 items-stretch overflow-hidden rounded-md border border-stone-400 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-current dark:border-stone-500 dark:bg-stone-900">
      <span
        id={`${id}-prefix`}
        className="flex items-center border-r border-stone-400 bg-stone-100 px-3 font-medium dark:border-stone-500 dark:bg-stone-800"
      >
        +91
      </span>
      <input
        ref={ref}
        id={id}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        placeholder="10-digit mobile number"
        value={value}
        onChange={(event) => onChange(sanitizePhone(event.target.value))}
        onPaste={onPaste}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-prefix`, describedBy].filter(Boolean).join(' ')}
        className="min-w-0 flex-1 bg-transparent px-3 py-2 text-base tracking-wider outline-none placeholder:tracking-normal placeholder:text-stone-500 dark:placeholder:text-stone-400"
      />
    </div>
  );
}
