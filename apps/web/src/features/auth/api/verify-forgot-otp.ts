import type { VerifyForgotOtpRequestSchema, VerifyForgotOtpResponseSchema } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type VerifyForgotOtpRequest = z.input<typeof VerifyForgotOtpRequestSchema>;
export type VerifyForgotOtpResponse = z.infer<typeof VerifyForgotOtpResponseSchema>;

/** POST /users/verify-forgot-otp {phone, otp}: trades the SMS code for a reset token. */
export function verifyForgotOtp(request: VerifyForgotOtpRequest): Promise<VerifyForgotOtpResponse> {
  return http.post<VerifyForgotOtpResponse>('/users/verify-forgot-otp', request);
}

export const useVerifyForgotOtp = () => useMutation({ mutationFn: verifyForgotOtp });
