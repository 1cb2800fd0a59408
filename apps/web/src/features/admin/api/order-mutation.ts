import type { AdminOrder } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import type { AdminOrderBody } from './get-admin-order';

/**
 * An action on one order. Whatever the answer (done, or refused with a 409/400), the order and the lists
 * are read again, so the page always shows what the server now holds.
 */
export function useOrderMutation<TInput>(
  orderId: string,
  send: (input: TInput) => Promise<Partial<AdminOrderBody>>,
) {
  const queryClient = useQueryClient();
  return useMutation<AdminOrder | undefined, Error, TInput>({
    mutationFn: async (input) => (await send(input)).order,
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(adminKeys.order(orderId), order);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
