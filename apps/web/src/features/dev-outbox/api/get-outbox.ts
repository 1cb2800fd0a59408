import type { OutboxMessage } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** GET /dev/outbox?to=: messages kept instead of sent, newest first (404 when the outbox is off). */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const body = await http.get<{ success: true; messages: OutboxMessage[] }>('/dev/outbox', {
    query: { to },
    signal,
  });
  return body.messages;
}

/** The development outbox's reads: the messages kept for one recipient. */
export const devOutboxKeys = {
  messages: (to: string) => ['dev-outbox', to] as const,
};

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: devOutboxKeys.messages(to),
    queryFn: ({ signal }) => getOutbox(to, signal),
    staleTime: 0,
    // coming back from the sign-in tab shows the code just sent
    refetchOnWindowFocus: true,
  });

/** Nothing is asked for until there is a recipient: the server answers for one `to` only. */
export const useOutbox = (to: string) => useQuery({ ...outboxQuery(to), enabled: to !== '' });
