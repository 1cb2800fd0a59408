import type { TrackVerifyRequest, TrackVerifyResponse } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** POST /orders/track/verify: a right code answers where the order stands, and nothing else. */
export function verifyTrackCode(request: TrackVerifyRequest): Promise<TrackVerifyResponse> {
  return http.post<TrackVerifyResponse>('/orders/track/verify', request);
}

export const useVerifyTrackCode = () => useMutation({ mutationFn: verifyTrackCode });
