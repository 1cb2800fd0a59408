import type { AddressListResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { useAddressMutation } from './address-mutation';

/** PATCH /users/me/address/{id}/set-default: answers the full list with the new default. */
export const setDefaultAddress = (id: string) =>
  http.patch<AddressListResponse>(`/users/me/address/${encodeURIComponent(id)}/set-default`);

export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
