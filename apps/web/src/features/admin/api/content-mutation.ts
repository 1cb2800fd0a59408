import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A desk write over one read: whatever the answer (saved, or refused with a 400/409), `key` is read again,
 * so the page shows what the server now holds.
 */
export function useContentMutation<TInput, TResult>(
  key: readonly unknown[],
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
