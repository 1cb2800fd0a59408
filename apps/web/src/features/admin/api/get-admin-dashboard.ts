import type { AdminDashboardResponse, DashboardDays } from '@svarna/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';

/** GET /admin/dashboard?days: the store at a glance for today, 7 or 30 Indian days. */
export function getAdminDashboard(
  days: DashboardDays,
  signal?: AbortSignal,
): Promise<AdminDashboardResponse> {
  return http.get<AdminDashboardResponse>('/admin/dashboard', { query: { days }, signal });
}

export const useAdminDashboard = (days: DashboardDays) =>
  useQuery({
    queryKey: adminKeys.dashboard(days),
    queryFn: ({ signal }) => getAdminDashboard(days, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
