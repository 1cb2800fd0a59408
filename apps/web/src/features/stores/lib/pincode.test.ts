import { describe, expect, it } from 'vitest';
import { isCompletePincode, isPlausiblePincode, sanitizePincode } from './pincode';

describe('sanitizePincode', () => {
  it('keeps digits only', () => {
    expect(sanitizePincode('12a2-0 18')).toBe('122018');
    expect(sanitizePincode('abc')).toBe('');
  });

  it('keeps at most 6 digits (a pasted longer value is cut)', () => {
    expect(sanitizePincode('4000012345')).toBe('400001');
    expect(sanitizePincode('+91 400 001')).toBe('914000');
  });
});

describe('pincode checks', () => {
  it('is complete at exactly 6 digits', () => {
    expect(isCompletePincode('12201')).toBe(false);
    expect(isCompletePincode('122018')).toBe(true);
    expect(isCompletePincode('1220189')).toBe(false);
  });

  it('is plausible only when it does not start with 0', () => {
    expect(isPlausiblePincode('000000')).toBe(false);
    expect(isPlausiblePincode('012345')).toBe(false);
    expect(isPlausiblePincode('999999')).toBe(true);
  });
});
