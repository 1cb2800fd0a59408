import type { Address, AddressInput, AddressLabel, IndianState } from '@svarna/contracts';
import { z } from 'zod';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { ADDRESS_MESSAGES } from './address-messages';

/** Checkout offers Home and Office; the account page also Other. */
export type AddressFormVariant = 'checkout' | 'account';
export const LABELS_BY_VARIANT: Record<AddressFormVariant, readonly AddressLabel[]> = {
  checkout: ['Home', 'Office'],
  account: ['Home', 'Office', 'Other'],
};

const required = z.string().trim().min(1, ADDRESS_MESSAGES.requiredFields);

export const addressFormSchema = z.object({
  label: z.enum(['Home', 'Office', 'Other']),
  line1: required.max(200, 'Address line 1 is too long (200 characters at most)'),
  line2: z.string().trim().max(200, 'Address line 2 is too long (200 characters at most)'),
  pincode: z.string().regex(/^[1-9]\d{5}$/, ADDRESS_MESSAGES.pincodeInvalid),
  city: required.max(100, 'City is too long (100 characters at most)'),
  state: required,
  phone: z.string().regex(/^[6-9]\d{9}$/, ADDRESS_MESSAGES.phoneInvalid),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;
export type AddressFormField = keyof AddressFormValues;

/** The 10 digits of a stored '+91…' phone. */
export const phoneDigits = (phone: string | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

export function initialAddressValues(
  address: Address | null,
  variant: AddressFormVariant,
  phone?: string,
): AddressFormValues {
  const labels = LABELS_BY_VARIANT[variant];
  const label = address && labels.includes(address.label) ? address.label : labels[0]!;
  return {
    label,
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    pincode: address?.pincode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    phone: phoneDigits(address?.phone ?? phone),
  };
}

/** What the API takes: the form's fields, the phone with +91, India, and the shopper's name and email. */
export function toAddressInput(
  values: AddressFormValues,
  contact: { name?: string; email?: string } = {},
): AddressInput {
  const input: AddressInput = {
    label: values.label,
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    city: values.city.trim(),
    state: values.state as IndianState,
    pincode: values.pincode,
    country: 'India',
    phone: `+91${values.phone}`,
  };
  const name = contact.name?.trim();
  const email = contact.email?.trim();
  if (name) input.name = name;
  if (email) input.email = email;
  return input;
}

/** The form field a server error names ('pincode', 'body.pincode', 'address.state'), if it is one. */
export function formFieldOf(field: string | undefined): AddressFormField | null {
  const last = field?.split('.').pop();
  return last && last in addressFormSchema.shape ? (last as AddressFormField) : null;
}

/** An error naming a form field is shown at that field; the toast then says only what failed. */
export const addressFailureText = (error: unknown, fallback: string) =>
  isApiError(error) && formFieldOf(error.details?.[0]?.field) ? fallback : (serverMessage(error) ?? fallback);
