import type { Address, AddressListResponse } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { privateQueryKey, useAuth } from '../../auth';

/** GET /users/me/address: the shopper's saved addresses. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await http.get<AddressListResponse>('/users/me/address', { signal });
  return body.addresses;
}

/** The shopper's saved addresses (private). */
export const addressKeys = {
  all: privateQueryKey('addresses'),
};

/** Private: signing out drops it with the other queries under the private root. */
export const addressesQuery = queryOptions({
  queryKey: addressKeys.all,
  queryFn: ({ signal }) => getAddresses(signal),
  staleTime: 60_000,
});

/** The signed-in shopper's addresses; idle for guests. */
export function useAddresses() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...addressesQuery, enabled: isAuthenticated });
}
