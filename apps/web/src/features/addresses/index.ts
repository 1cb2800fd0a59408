export { pincodeLookupQuery, usePincodeLookup } from '../../lib/pincode-lookup';
export { useAddAddress } from './api/add-address';
export { useDeleteAddress } from './api/delete-address';
export { addressesQuery, useAddresses } from './api/get-addresses';
export { useSetDefaultAddress } from './api/set-default-address';
export { useUpdateAddress } from './api/update-address';
export { AddressBook, type AddressBookProps } from './components/address-book';
export { AddressForm, type AddressFormProps } from './components/address-form';
export { AddressList } from './components/address-list';
export { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
export { LazyAddressBook } from './components/lazy-address-book';
export {
  type AddressFormValues,
  type AddressFormVariant,
  addressFailureText,
  toAddressInput,
} from './lib/address-form-values';
export { ADDRESS_MESSAGES } from './lib/address-messages';
export { addressLine, displayPhone } from './lib/address-selection';
