/** The account page's tabs, in order; the active one lives in the URL (?tab=…) so a reload keeps it. */
export const ACCOUNT_TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'account', label: 'Account' },
  { id: 'wishlist', label: 'Wishlist' },
] as const;
export type AccountTabId = (typeof ACCOUNT_TABS)[number]['id'];

export const tabFromParam = (value: string | null): AccountTabId =>
  ACCOUNT_TABS.find((tab) => tab.id === value)?.id ?? 'orders';

/** A positive whole page number from the URL, else 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
