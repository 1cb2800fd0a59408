import type { PincodeLookup } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http-client';

/** GET /pincode/lookup?pin=: where a pincode is and whether the store delivers there. */
export async function lookupPincode(pin: string, signal?: AbortSignal): Promise<PincodeLookup> {
  const body = await http.get<PincodeLookup>('/pincode/lookup', { query: { pin }, signal });
  // Only a real answer counts; anything else is a failed check, not "not serviceable".
  if (body?.success !== true || typeof body.serviceable !== 'boolean') {
    throw new Error('Pincode lookup returned no result');
  }
  return body;
}

/** The pincode lookups: one answer per pincode. */
export const pincodeKeys = {
  lookup: (pin: string) => ['pincode', pin] as const,
};

/** One cached answer per pincode for the product page's delivery check and the address forms. */
export const pincodeLookupQuery = (pin: string) =>
  queryOptions({
    queryKey: pincodeKeys.lookup(pin),
    queryFn: ({ signal }) => lookupPincode(pin, signal),
    staleTime: 60 * 60 * 1000,
  });

/** Looks a complete pincode up (null: nothing to look up yet). */
export function usePincodeLookup(pin: string | null) {
  return useQuery({ ...pincodeLookupQuery(pin ?? ''), enabled: pin !== null });
}
