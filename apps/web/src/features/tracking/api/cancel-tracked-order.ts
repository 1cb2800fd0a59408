import type { TrackCancelRequest, TrackCancelResponse } from '@svarna/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/**
 * POST /orders/track/cancel: a guest cancels the order she tracked, with the cancelToken the right code
 * gave her. A 401 here is about that token, not a session: it is shown as it is, never refreshed.
 */
export function cancelTrackedOrder(request: TrackCancelRequest): Promise<TrackCancelResponse> {
  return http.post<TrackCancelResponse>('/orders/track/cancel', request, { refreshOnUnauthorized: false });
}

export const useCancelTrackedOrder = () => useMutation({ mutationFn: cancelTrackedOrder });
