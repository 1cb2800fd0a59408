import { describe, expect, it } from 'vitest';
import { type CheckoutEntries, validateCheckout } from './validate-checkout';

const ready: CheckoutEntries = {
  signInStep: 'signed-in',
  name: 'Asha Rao',
  email: 'asha@mail.test',
  addressCount: 1,
  selectedAddressId: '11',
};
const messageFor = (layout: 'mobile' | 'desktop', entries: Partial<CheckoutEntries>) =>
  validateCheckout(layout, { ...ready, ...entries })?.message ?? null;

describe('validateCheckout', () => {
  it('words each problem for the phone', () => {
    expect(messageFor('mobile', { name: '  ' })).toBe('Please enter your name');
    expect(messageFor('mobile', { email: '' })).toBe('Please enter your email');
    expect(messageFor('mobile', { addressCount: 0, selectedAddressId: null })).toBe(
      'Please add a delivery address',
    );
    expect(messageFor('mobile', { selectedAddressId: null })).toBe('Please select a delivery address');
    expect(messageFor('mobile', {})).toBeNull();
  });

  it('words them for the desktop in two messages', () => {
    expect(messageFor('desktop', { name: '' })).toBe('Please enter your name and email');
    expect(messageFor('desktop', { email: '' })).toBe('Please enter your name and email');
    expect(messageFor('desktop', { addressCount: 0, selectedAddressId: null })).toBe(
      'Please add a delivery address',
    );
    expect(messageFor('desktop', { selectedAddressId: null })).toBe('Please add a delivery address');
    expect(messageFor('desktop', {})).toBeNull();
  });

  it('asks a guest to finish the sign-in step they are on, and checks the email looks like one', () => {
    expect(messageFor('mobile', { signInStep: 'phone' })).toBe('Please enter a valid 10-digit phone number');
    expect(messageFor('desktop', { signInStep: 'otp' })).toBe('Please enter a valid 6-digit OTP');
    expect(messageFor('mobile', { email: 'asha@' })).toBe('Please enter a valid email');
  });
});
