import type { MessageResponseSchema, ResetPasswordRequestSchema } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /users/reset-password {token, newPassword}. */
export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return http.post<MessageResponse>('/users/reset-password', request);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
