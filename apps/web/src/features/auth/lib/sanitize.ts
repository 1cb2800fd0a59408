import { OTP_LENGTH, PHONE_LENGTH } from './auth-messages';

/**
 * Digits only, at most 10. A pasted '+91 98765 43210' or '098765 43210' keeps the 10-digit number, not
 * its country or trunk prefix.
 */
export function sanitizePhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

export const isCompletePhone = (digits: string) => digits.length === PHONE_LENGTH && /^\d+$/.test(digits);

/** The number as the API takes it. */
export const toE164 = (digits: string) => `+91${digits}`;

/** '+919876543210' shown as '+91 98765 43210'. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-PHONE_LENGTH);
  return digits.length === PHONE_LENGTH ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

export const sanitizeOtp = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isCompleteOtp = (otp: string) => otp.length === OTP_LENGTH && /^\d+$/.test(otp);

/** A light check; the server validates the address properly. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
