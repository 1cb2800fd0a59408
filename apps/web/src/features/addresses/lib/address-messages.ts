/** What the address book says, word for word. */
export const ADDRESS_MESSAGES = {
  requiredFields: 'Please fill all required address fields',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  notServiceable: 'This pincode is not serviceable',
  lookupFailed: 'Failed to verify pincode. Please try again.',
  fixPincode: 'Please fix pincode issues before saving',
  confirmDelete: 'Are you sure you want to delete this address?',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address',
  loadFailed: 'Failed to load addresses',
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  defaultUpdated: 'Default address updated',
  defaultFailed: 'Failed to set default address',
} as const;
