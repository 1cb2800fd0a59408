import type { LoginRequestSchema, SessionResponse, User } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** What signing in (by code or by password) hands to session.signIn. */
export interface AuthSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

/** POST /users/login with a phone or email and a password. */
export async function login(request: LoginRequest): Promise<AuthSession> {
  const { user, accessToken, refreshToken } = await http.post<SessionResponse>('/users/login', request);
  return { user, accessToken, refreshToken };
}

export const useLogin = () => useMutation({ mutationFn: login });
