import type { Address } from '@svarna/contracts';

/** The address to start with: the default, else the first, else none (the form opens). */
export const initialSelection = (addresses: readonly Address[]): string | null =>
  (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;

/** After a delete: the selection stays if it still exists, else the first remaining, else none. */
export const selectionAfterDelete = (addresses: readonly Address[], selectedId: string | null) =>
  addresses.some((a) => a._id === selectedId) ? selectedId : (addresses[0]?._id ?? null);

/** After adding: the last entry of the returned list is the new address. */
export const selectionAfterAdd = (addresses: readonly Address[]) => addresses.at(-1)?._id ?? null;

/** 'Flat 4, MG Road, Bengaluru, Karnataka 560001' */
export const addressLine = (a: Pick<Address, 'line1' | 'line2' | 'city' | 'state' | 'pincode'>) =>
  [a.line1, a.line2, a.city, `${a.state} ${a.pincode}`].filter((part) => part.trim() !== '').join(', ');

/** '+919876543210' shown as '+91 98765 43210'. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
