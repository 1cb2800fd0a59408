import type { VerifyResetTokenResponseSchema } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { authKeys } from '../lib/private-queries';

export type VerifyResetTokenResponse = z.infer<typeof VerifyResetTokenResponseSchema>;

/** GET /users/verify-reset-token/{token}: whether a reset link can still be used. */
export function verifyResetToken(token: string, signal?: AbortSignal): Promise<VerifyResetTokenResponse> {
  return http.get<VerifyResetTokenResponse>(`/users/verify-reset-token/${encodeURIComponent(token)}`, {
    signal,
  });
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useResetTokenCheck = (token: string) => useQuery(resetTokenQuery(token));
