import { actionCreator } from '../../lib/action';

export interface AuthUser {
  _id?: string;
  id?: string;
  name?: string;
  email?: string;
  phone?: string;
}

export interface AuthState {
  user: AuthUser | null;
  accessToken: string | null;
  isAuthenticated: boolean;
}

export const initialAuthState: AuthState = { user: null, accessToken: null, isAuthenticated: false };

export interface LoginSuccessPayload {
  user: AuthUser;
  accessToken: string;
  refreshToken?: string | null;
}

export const loginSuccess = actionCreator<LoginSuccessPayload>('auth/loginSuccess');
export const logout = actionCreator('auth/logout');
export const setUser = actionCreator<AuthUser>('auth/setUser');
/** the HTTP client refreshed the access token (it already stored it) */
export const tokenRefreshed = actionCreator<string>('auth/tokenRefreshed');

export function authReducer(state: AuthState = initialAuthState, action: { type: string }): AuthState {
  if (loginSuccess.match(action))
    return { user: action.payload.user, accessToken: action.payload.accessToken, isAuthenticated: true };
  if (logout.match(action)) return initialAuthState;
  if (setUser.match(action)) return { ...state, user: action.payload };
  if (tokenRefreshed.match(action)) return { ...state, accessToken: action.payload };
  return state;
}
