import { readJson, readString, removeKey, storageKeys, writeJson, writeString } from '../../lib/storage';
import type { AuthState, AuthUser, LoginSuccessPayload } from './session';

const guest: AuthState = { user: null, accessToken: null, isAuthenticated: false };

/** Restores the session only when both the access token and the user are stored. */
export function loadAuthState(): AuthState {
  const accessToken = readString(storageKeys.accessToken);
  const user = readJson<AuthUser>(storageKeys.user);
  if (!accessToken || !user || typeof user !== 'object') return guest;
  return { user, accessToken, isAuthenticated: true };
}

export function persistLogin({ user, accessToken, refreshToken }: LoginSuccessPayload): void {
  writeString(storageKeys.accessToken, accessToken);
  writeJson(storageKeys.user, user);
  if (refreshToken) writeString(storageKeys.refreshToken, refreshToken);
}

export function persistUser(user: AuthUser): void {
  writeJson(storageKeys.user, user);
}

export function clearPersistedAuth(): void {
  removeKey(storageKeys.accessToken);
  removeKey(storageKeys.user);
  removeKey(storageKeys.refreshToken);
}
