import type { StoreWithDistance } from '@svarna/contracts';
import type { ContentRepository } from '../content/content-repository';
import { distanceKm, pincodeCentroid } from './pincode-centroids';

/** Stores farther than this from the shopper's pincode are not "near" it. */
export const STORE_RADIUS_KM = 300;

type StoreRow = Awaited<ReturnType<ContentRepository['listStores']>>[number];

const toStore = (s: StoreRow, distance: number | null): StoreWithDistance => ({
  _id: String(s.id),
  name: s.name,
  address: s.address,
  city: s.city,
  state: s.state,
  pincode: s.pincode,
  phone: s.phone,
  timings: s.timings,
  latitude: s.latitude,
  longitude: s.longitude,
  distance: distance === null ? null : Math.round(distance * 10) / 10,
});

export function createStoresService(repo: Pick<ContentRepository, 'listStores'>) {
  /** All stores, or those within the radius of a pincode, nearest first. */
  async function findStores(pin: string | undefined, limit: number): Promise<StoreWithDistance[]> {
    const rows = await repo.listStores();
    if (!pin) return rows.slice(0, limit).map((s) => toStore(s, null));
    const origin = pincodeCentroid(pin);
    if (!origin)
      return rows
        .filter((s) => s.pincode === pin)
        .slice(0, limit)
        .map((s) => toStore(s, 0));
    return rows
      .map((s) => ({ s, d: distanceKm(origin, { lat: s.latitude, lng: s.longitude }) }))
      .filter(({ d }) => d <= STORE_RADIUS_KM)
      .sort((a, b) => a.d - b.d)
      .slice(0, limit)
      .map(({ s, d }) => toStore(s, d));
  }
  return { findStores };
}

export type StoresService = ReturnType<typeof createStoresService>;
