import type { SendOtpResponseSchema } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;

/** POST /users/send-otp: texts a sign-in code; `resendAfter` says how long until another may be sent. */
export function sendOtp(phone: string): Promise<SendOtpResponse> {
  return http.post<SendOtpResponse>('/users/send-otp', { phone });
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
