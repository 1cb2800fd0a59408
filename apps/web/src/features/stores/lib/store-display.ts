import type { Store } from '@svarna/contracts';

const kmFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '5.9 km away'; null when the distance is unknown. */
export function distanceLabel(distance: number | null): string | null {
  return distance == null ? null : `${kmFormat.format(distance)} km away`;
}

/** Google Maps directions to the store's coordinates. */
export function directionsUrl(store: Pick<Store, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

/** 'tel:' link for a phone written with spaces or dashes: '+91 124 431 3301' -> 'tel:+911244313301'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
