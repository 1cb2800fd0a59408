import { describe, expect, it } from 'vitest';
import { formatPhone, sanitizeOtp, sanitizePhone } from './sanitize';

describe('phone and code input', () => {
  it('keeps at most 10 digits of a phone, dropping a pasted +91 or 0', () => {
    expect(sanitizePhone('98a76-54 3210')).toBe('9876543210');
    expect(sanitizePhone('987654321099')).toBe('9876543210');
    expect(sanitizePhone('+91 98765 43210')).toBe('9876543210');
    expect(sanitizePhone('098765 43210')).toBe('9876543210');
  });

  it('keeps at most 6 digits of a code', () => {
    expect(sanitizeOtp('12 3a456789')).toBe('123456');
  });

  it('shows an E.164 number the Indian way', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });
});
