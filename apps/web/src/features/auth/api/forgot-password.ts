import type { ForgotPasswordResponseSchema } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** POST /users/forgot-password {input}: an email gets a reset link, a phone gets a code by SMS. */
export function forgotPassword(input: string): Promise<ForgotPasswordResponse> {
  return http.post<ForgotPasswordResponse>('/users/forgot-password', { input });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
