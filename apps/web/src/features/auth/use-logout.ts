import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { logoutSession } from './api/logout';
import { logout } from './auth-slice';
import { PRIVATE_QUERY_ROOT } from './lib/private-queries';

/**
 * Signs out: the server revokes the session (a failure there does not keep anyone signed in), the auth
 * state and stored tokens are cleared, the shopper's cached data is dropped, and home is shown.
 */
export function useLogout() {
  const dispatch = useDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logoutSession();
    } catch (error) {
      console.warn('Logout request failed; signing out here anyway', error);
    }
    dispatch(logout());
    await queryClient.cancelQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    await navigate(paths.home.to());
  }, [dispatch, queryClient, navigate]);
}
