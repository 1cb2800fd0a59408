// Sign-in rules and messages without zod: the storefront's sign-in steps read them on the checkout's first paint.
/** A 10-digit Indian mobile starting 6-9, with or without +91 (or 91 / 0), spaces and dashes ignored. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** '+91 98765-43210', '919876543210', '09876543210' and '9876543210' all become '+919876543210'. */
export function toE164(input: string): string | null {
  const digits = input
    .replace(/[\s-]/g, '')
    .replace(/^\+91/, '')
    .replace(/^91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
  return INDIAN_MOBILE.test(digits) ? `+91${digits}` : null;
}

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const OTP_MESSAGE = 'Please enter the 6-digit OTP';
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;

/**
 * Emails the earlier store invented for phone-only accounts. They count as no email at all: the
 * shopper is asked for a real one.
 */
export function isPlaceholderEmail(email: string | null | undefined, host?: string): boolean {
  if (!email) return true;
  const lower = email.toLowerCase();
  if (/(temp|noemail|placeholder)/.test(lower)) return true;
  if (/@(example\.(com|org|net)|customer\.local|customer\.invalid)$/.test(lower)) return true;
  return Boolean(host && lower.includes(host.toLowerCase()));
}
