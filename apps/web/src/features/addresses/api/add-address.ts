import type { AddressInput, AddressListResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { useAddressMutation } from './address-mutation';

/** POST /users/me/address: answers the full list, the new address last. */
export const addAddress = (address: AddressInput) =>
  http.post<AddressListResponse>('/users/me/address', address);

export const useAddAddress = () => useAddressMutation(addAddress);
