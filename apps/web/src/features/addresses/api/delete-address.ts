import type { AddressListResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { useAddressMutation } from './address-mutation';

/** DELETE /users/me/address/{id}: answers the remaining list. */
export const deleteAddress = (id: string) =>
  http.delete<AddressListResponse>(`/users/me/address/${encodeURIComponent(id)}`);

export const useDeleteAddress = () => useAddressMutation(deleteAddress);
