import type {
  AdminBanner,
  AdminBannerInput,
  AdminHero,
  AdminHeroInput,
  AdminOrderInput,
} from '@svarna/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import { useContentMutation } from './content-mutation';

/**
 * One ordered list of the home page under /admin/content/{name}: read, add (POST), save (PUT /{id}),
 * delete, and put in order (PUT /order with every id).
 */
function homeContentList<Item, Input>(name: string, key: readonly unknown[], listField: string) {
  const base = `/admin/content/${name}`;
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    useList: () =>
      useQuery({
        queryKey: key,
        queryFn: async ({ signal }) =>
          (await http.get<Record<string, Item[]>>(base, { signal }))[listField] ?? [],
        staleTime: 0,
      }),
    useSave: () =>
      useContentMutation(key, ({ id, body }: { id: string | null; body: Input }) =>
        id === null ? http.post(base, body) : http.put(at(id), body),
      ),
    useDelete: () => useContentMutation(key, (id: string) => http.delete(at(id))),
    useOrder: () => useContentMutation(key, (body: AdminOrderInput) => http.put(`${base}/order`, body)),
  };
}

export const heroSlidesApi = homeContentList<AdminHero, AdminHeroInput>(
  'hero',
  adminKeys.content.heroSlides,
  'slides',
);
export const bannersApi = homeContentList<AdminBanner, AdminBannerInput>(
  'banners',
  adminKeys.content.banners,
  'banners',
);
