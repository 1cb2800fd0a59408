import type { AuthSession } from './api/login';
import { session } from './session';

const signIn = (started: AuthSession) => session.signIn(started);

/** Starts the session a sign-in returned: the session and its storage. */
export function useCompleteSignIn() {
  return signIn;
}
