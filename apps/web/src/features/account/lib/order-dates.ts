/** Spec §9: delivery is estimated at the order's creation plus 7 days. */
export const ESTIMATED_DELIVERY_DAYS = 7;

export function estimatedDelivery(createdAt: string): string {
  const date = new Date(createdAt);
  date.setUTCDate(date.getUTCDate() + ESTIMATED_DELIVERY_DAYS);
  return date.toISOString();
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '23 Nov 2026' */
export const shortDate = (iso: string) => dayFormat.format(new Date(iso));
