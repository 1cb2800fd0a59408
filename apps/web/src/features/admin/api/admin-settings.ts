import type { AdminSettings, AdminSettingsInput } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import { useContentMutation } from './content-mutation';

const SETTINGS = '/admin/content/settings';

/** GET /admin/content/settings: the top bar, the support contacts, the bank offer and their version. */
export const adminSettingsQuery = queryOptions({
  queryKey: adminKeys.content.settings,
  queryFn: async ({ signal }) => (await http.get<{ settings: AdminSettings }>(SETTINGS, { signal })).settings,
  staleTime: 0,
});
export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** PUT /admin/content/settings at the version opened: the saved settings. */
export const useSaveSettings = () =>
  useContentMutation(
    adminKeys.content.settings,
    async (body: AdminSettingsInput) =>
      (await http.put<{ settings: AdminSettings }>(SETTINGS, body)).settings,
  );
