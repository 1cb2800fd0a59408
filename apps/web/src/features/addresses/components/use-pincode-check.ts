import { usePincodeLookup } from '../../../lib/pincode-lookup';
import { ADDRESS_MESSAGES } from '../lib/address-messages';

export type PincodeCheck =
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'serviceable'; city: string; state: string }
  | { status: 'problem'; message: string; retry?: () => void };

const isCompletePincode = (pin: string) => /^[1-9]\d{5}$/.test(pin);

/**
 * The pincode as the shopper types it: under 6 digits nothing is said; at 6 digits the server is asked
 * whether it delivers there and where that is (city and state, filled read-only by the form).
 */
export function usePincodeCheck(pincode: string): PincodeCheck {
  const complete = isCompletePincode(pincode);
  const lookup = usePincodeLookup(complete ? pincode : null);
  if (pincode.length < 6) return { status: 'incomplete' };
  if (!complete) return { status: 'problem', message: ADDRESS_MESSAGES.pincodeInvalid };
  if (lookup.isPending || (lookup.isError && lookup.isFetching)) return { status: 'checking' };
  if (lookup.isError)
    return { status: 'problem', message: ADDRESS_MESSAGES.lookupFailed, retry: () => void lookup.refetch() };
  if (!lookup.data.serviceable) return { status: 'problem', message: ADDRESS_MESSAGES.notServiceable };
  return { status: 'serviceable', city: lookup.data.city, state: lookup.data.state };
}
