import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AuthSession } from './api/login';
import { loginSuccess } from './auth-slice';

/** Starts the session a sign-in returned: auth state, and (through the store's listener) storage. */
export function useCompleteSignIn() {
  const dispatch = useDispatch();
  return useCallback((session: AuthSession) => dispatch(loginSuccess(session)), [dispatch]);
}
