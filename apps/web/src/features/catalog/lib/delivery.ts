import type { PincodeLookup } from '@svarna/contracts';

export const PINCODE_INVALID = 'Please enter a valid 6-digit pincode';
export const PINCODE_NOT_SERVICEABLE = 'This pincode is not serviceable';
export const PINCODE_FAILED = 'Failed to verify pincode. Please try again.';
export const STANDARD_DELIVERY = 'Standard Delivery, 2–7 business days';

/** Typing keeps digits only, at most 6. */
export const sanitizePincode = (input: string) => input.replace(/\D/g, '').slice(0, 6);

/** Indian pincodes are 6 digits and never start with 0. */
export const isValidPincode = (pin: string) => /^[1-9][0-9]{5}$/.test(pin);

export type DeliveryMessage =
  | { kind: 'available'; text: string; detail: string }
  | { kind: 'error'; text: string };

/** What the delivery check says for a lookup result. */
export function deliveryMessage(
  result: Pick<PincodeLookup, 'serviceable' | 'city' | 'state'>,
): DeliveryMessage {
  if (!result.serviceable) return { kind: 'error', text: PINCODE_NOT_SERVICEABLE };
  const place = [result.city, result.state].filter(Boolean).join(', ');
  return {
    kind: 'available',
    text: place ? `Delivery available to ${place}` : 'Delivery available',
    detail: STANDARD_DELIVERY,
  };
}
