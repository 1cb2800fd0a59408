import type { PincodeLookup } from '@svarna/contracts';
import type { PincodePlace } from './pincode-directory';

export interface ServiceabilityRule {
  /** null: every pincode India Post knows is serviceable */
  prefixes: string[] | null;
}

export function createPincodeService(directory: () => Map<string, PincodePlace>, rule: ServiceabilityRule) {
  function isServiceable(pin: string) {
    return rule.prefixes === null || rule.prefixes.some((p) => pin.startsWith(p));
  }

  function lookup(pin: string): PincodeLookup {
    const place = directory().get(pin);
    if (!place) return { success: true, pincode: pin, serviceable: false, city: '', district: '', state: '' };
    return { success: true, pincode: pin, serviceable: isServiceable(pin), ...place };
  }

  /** Why an address with this pincode and state cannot be delivered to, or null when it can. */
  function deliveryProblem(pin: string, state: string): string | null {
    const place = directory().get(pin);
    if (!place) return `Pincode ${pin} is not a known Indian pincode`;
    if (!isServiceable(pin)) return 'This pincode is not serviceable';
    if (place.state !== state) return `Pincode ${pin} is in ${place.state}, not ${state}`;
    return null;
  }

  return { lookup, deliveryProblem, find: (pin: string) => directory().get(pin) ?? null };
}

export type PincodeService = ReturnType<typeof createPincodeService>;
