import { CHECKOUT_MESSAGES as M } from './checkout-messages';

export type CheckoutLayout = 'mobile' | 'desktop';
export type SignInStep = 'phone' | 'otp' | 'details' | 'signed-in';
/** where the problem is, so the page can take the shopper there */
export type CheckoutField = 'sign-in' | 'name' | 'email' | 'address';

export interface CheckoutProblem {
  message: string;
  field: CheckoutField;
}

export interface CheckoutEntries {
  signInStep: SignInStep;
  name: string;
  email: string;
  addressCount: number;
  selectedAddressId: string | null;
}

const SIGN_IN_MESSAGES = { phone: M.enterPhone, otp: M.enterOtp, details: M.enterDetails } as const;
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The first problem before an order can be placed, worded per layout: the phone says what is
 * missing one field at a time, the desktop in two messages. A guest is first asked to finish signing in.
 */
export function validateCheckout(layout: CheckoutLayout, entries: CheckoutEntries): CheckoutProblem | null {
  const { signInStep, addressCount, selectedAddressId } = entries;
  if (signInStep !== 'signed-in') return { message: SIGN_IN_MESSAGES[signInStep], field: 'sign-in' };
  const name = entries.name.trim();
  const email = entries.email.trim();
  if (layout === 'mobile') {
    if (!name) return { message: M.enterName, field: 'name' };
    if (!email) return { message: M.enterEmail, field: 'email' };
  } else if (!name || !email) {
    return { message: M.enterNameAndEmail, field: name ? 'email' : 'name' };
  }
  if (!looksLikeEmail(email)) return { message: M.invalidEmail, field: 'email' };
  if (addressCount === 0 || (layout === 'desktop' && !selectedAddressId))
    return { message: M.addAddress, field: 'address' };
  if (!selectedAddressId) return { message: M.selectAddress, field: 'address' };
  return null;
}
