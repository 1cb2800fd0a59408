import type { VerifyOtpRequest, VerifyOtpResponse } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { AuthSession } from './login';

/**
 * POST /users/verify-otp. Without the details an account still needs, the code is checked but not spent
 * and no tokens come back (`needsDetails`); the same code is then sent again with name and finalEmail.
 */
export function verifyOtp(request: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  return http.post<VerifyOtpResponse>('/users/verify-otp', request);
}

/** The session a verify answer carries, or null when it has none (details needed, or a bad answer). */
export function sessionFrom(response: VerifyOtpResponse): AuthSession | null {
  const { accessToken, refreshToken, user } = response;
  return accessToken && refreshToken && user ? { accessToken, refreshToken, user } : null;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
