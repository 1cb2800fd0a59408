import type { User } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { authKeys } from '../lib/private-queries';
import { useAuth } from '../session';

/** GET /users/profile (bearer). */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const body = await http.get<{ success: true; user: User }>('/users/profile', { signal });
  return body.user;
}

export const profileQuery = queryOptions({
  queryKey: authKeys.profile(),
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 60_000,
});

/** The signed-in shopper's profile; idle for guests. */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...profileQuery, enabled: isAuthenticated });
}
