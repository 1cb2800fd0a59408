import type { Address, AddressListResponse } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from './get-addresses';

/**
 * Every address call answers with the whole list: the mutation puts that list in the cache, so the
 * address book shows what the server now holds without a second request.
 */
export function useAddressMutation<Variables>(call: (variables: Variables) => Promise<AddressListResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables): Promise<Address[]> => (await call(variables)).addresses,
    onSuccess: (addresses) => queryClient.setQueryData(addressesQuery.queryKey, addresses),
  });
}
