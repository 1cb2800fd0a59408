import type { MessageResponseSchema } from '@svarna/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

/**
 * POST /users/logout: revokes the session whose access token is given (the caller has already cleared it
 * locally, so no request still in flight can refresh it). A 401 is not refreshed: an expired session is
 * ended locally anyway (see use-logout.ts), without a 'session expired' alert.
 */
export function logoutSession(accessToken: string): Promise<z.infer<typeof MessageResponseSchema>> {
  return http.post('/users/logout', undefined, {
    refreshOnUnauthorized: false,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}
