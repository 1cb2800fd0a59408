export type { AuthState, AuthUser } from './auth-slice';
export { authReducer, loginSuccess, logout, setUser, tokenRefreshed } from './auth-slice';
export { clearPersistedAuth, loadAuthState, persistLogin, persistUser } from './auth-storage';
export { useAuth } from './use-auth';
