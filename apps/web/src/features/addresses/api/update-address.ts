import type { AddressInput, AddressListResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { useAddressMutation } from './address-mutation';

export interface UpdateAddressVariables {
  id: string;
  address: AddressInput;
}

/** PUT /users/me/address/{id}: answers the full list. */
export const updateAddress = ({ id, address }: UpdateAddressVariables) =>
  http.put<AddressListResponse>(`/users/me/address/${encodeURIComponent(id)}`, address);

export const useUpdateAddress = () => useAddressMutation(updateAddress);
