import type { TrackSendCodeRequest, TrackSendCodeResponse } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/**
 * POST /orders/track/send-code: texts a code to the phone the order was placed with. The answer is the
 * same whether or not the order and phone match.
 */
export function sendTrackCode(request: TrackSendCodeRequest): Promise<TrackSendCodeResponse> {
  return http.post<TrackSendCodeResponse>('/orders/track/send-code', request);
}

export const useSendTrackCode = () => useMutation({ mutationFn: sendTrackCode });
