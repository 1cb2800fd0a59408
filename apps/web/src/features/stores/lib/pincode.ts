/** Pin codes are digits only, at most 6; a search needs exactly 6. */
export const PINCODE_LENGTH = 6;
export const INVALID_PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';
/** The sample the locator offers to try (Mumbai). */
export const SAMPLE_PINCODE = '400001';

/** Keeps only digits, at most 6 (typing, pasting '400 001' or '+400001'). */
export function sanitizePincode(value: string): string {
  return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

export const isCompletePincode = (value: string) => /^\d{6}$/.test(value);

/** Indian PIN codes never start with 0: such a code has no area, so no store can be near it. */
export const isPlausiblePincode = (value: string) => /^[1-9]\d{5}$/.test(value);
