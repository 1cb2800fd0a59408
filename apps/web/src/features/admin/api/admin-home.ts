import type { AdminHome, AdminHomeInput } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import { useContentMutation } from './content-mutation';

const HOME = '/admin/content/home';

/** GET /admin/content/home: the order of sections, the trending tabs, the featured card, their version. */
export const adminHomeQuery = queryOptions({
  queryKey: adminKeys.content.home,
  queryFn: async ({ signal }) => (await http.get<{ home: AdminHome }>(HOME, { signal })).home,
  staleTime: 0,
});
export const useAdminHome = () => useQuery(adminHomeQuery);

/** PUT /admin/content/home at the version opened: the saved home page. */
export const useSaveHome = () =>
  useContentMutation(
    adminKeys.content.home,
    async (body: AdminHomeInput) => (await http.put<{ home: AdminHome }>(HOME, body)).home,
  );
