import type { MessageResponseSchema } from '@svarna/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

/**
 * POST /users/logout: revokes the session on the server. A 401 is not refreshed: an expired session is
 * ended locally anyway (see use-logout.ts), without a 'session expired' alert.
 */
export function logoutSession(): Promise<z.infer<typeof MessageResponseSchema>> {
  return http.post('/users/logout', undefined, { refreshOnUnauthorized: false });
}
