import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { logoutSession } from './api/logout';
import { PRIVATE_QUERY_ROOT } from './lib/private-queries';
import { session, useAuth } from './session';

/**
 * Signs out: the auth state and stored tokens are cleared first, so a request still in flight that the
 * server refuses once the session is revoked ends quietly instead of as an expired session (an alert
 * and the sign-in page); then the server revokes the session (a failure there does not keep anyone
 * signed in), the shopper's cached data is dropped, and home is shown.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { accessToken } = useAuth();
  return useCallback(async () => {
    session.signOut();
    if (accessToken) {
      try {
        await logoutSession(accessToken);
      } catch (error) {
        console.warn('Logout request failed; signed out here anyway', error);
      }
    }
    await queryClient.cancelQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    await navigate(paths.home.to());
  }, [accessToken, queryClient, navigate]);
}
