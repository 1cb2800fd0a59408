import { describe, expect, it } from 'vitest';
import { deliveryMessage, isValidPincode, sanitizePincode } from './delivery';

describe('delivery check', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizePincode('4000 01')).toBe('400001');
    expect(sanitizePincode('ab12-345678')).toBe('123456');
  });

  it('accepts exactly 6 digits not starting with 0', () => {
    expect(isValidPincode('400001')).toBe(true);
    expect(isValidPincode('12345')).toBe(false);
    expect(isValidPincode('012345')).toBe(false);
    expect(isValidPincode('')).toBe(false);
  });

  it('says where it delivers, or that the pincode is not serviceable', () => {
    expect(deliveryMessage({ serviceable: true, city: 'Mumbai', state: 'Maharashtra' })).toEqual({
      kind: 'available',
      text: 'Delivery available to Mumbai, Maharashtra',
      detail: 'Standard Delivery, 2–7 business days',
    });
    expect(deliveryMessage({ serviceable: false, city: '', state: '' })).toEqual({
      kind: 'error',
      text: 'This pincode is not serviceable',
    });
  });
});
