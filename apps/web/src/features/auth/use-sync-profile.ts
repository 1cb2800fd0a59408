import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useProfile } from './api/get-profile';
import { setUser } from './auth-slice';

/**
 * Re-reads the signed-in shopper's profile from the server and pushes it into auth state (and storage),
 * so a name or email changed elsewhere shows here; an expired session refreshes or ends on this call.
 */
export function useSyncProfile() {
  const dispatch = useDispatch();
  const { data } = useProfile();
  useEffect(() => {
    if (data) dispatch(setUser(data));
  }, [data, dispatch]);
}
