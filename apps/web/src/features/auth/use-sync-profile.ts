import { useEffect } from 'react';
import { useProfile } from './api/get-profile';
import { session } from './session';

/**
 * Re-reads the signed-in shopper's profile from the server and pushes it into auth state (and storage),
 * so a name or email changed elsewhere shows here; an expired session refreshes or ends on this call.
 */
export function useSyncProfile() {
  const { data } = useProfile();
  useEffect(() => {
    if (data) session.setUser(data);
  }, [data]);
}
