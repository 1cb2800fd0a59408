import type { StoreWithDistance } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

interface StoreListBody {
  success: true;
  stores: StoreWithDistance[];
}

/** GET /stores?pin=: stores within reach of the pin code's area, nearest first, with distance in km. */
export async function getStores(pin: string, signal?: AbortSignal): Promise<StoreWithDistance[]> {
  const body = await http.get<StoreListBody>('/stores', { query: { pin }, signal });
  return body.stores;
}

/** The store locator's reads: stores near a pin code. */
export const storesKeys = {
  near: (pin: string) => ['stores', pin] as const,
};

export const storesQuery = (pin: string) =>
  queryOptions({
    queryKey: storesKeys.near(pin),
    queryFn: ({ signal }) => getStores(pin, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** Runs only for a pin code given (null: nothing searched yet). */
export function useStores(pin: string | null) {
  return useQuery({ ...storesQuery(pin ?? ''), enabled: pin !== null });
}
