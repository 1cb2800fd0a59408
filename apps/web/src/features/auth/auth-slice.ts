import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginSuccess(state, action: PayloadAction<LoginSuccessPayload>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.isAuthenticated = true;
    },
    logout(state) {
      state.user = null;
      state.accessToken = null;
      state.isAuthenticated = false;
    },
    setUser(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
    },
    /** the HTTP client refreshed the access token (it already stored it) */
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
  },
});

export const { loginSuccess, logout, setUser, tokenRefreshed } = authSlice.actions;
export const authReducer = authSlice.reducer;
