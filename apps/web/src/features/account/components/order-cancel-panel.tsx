import type { Order } from '@svarna/contracts';
import { ShopperCancelPanel } from '../../orders';
import { useCancelMyOrder } from '../api/cancel-my-order';

/** Under an account's order: cancel it before it ships, its refund once cancelled, or returns after shipping. */
export function OrderCancelPanel({ order }: { order: Order }) {
  const cancel = useCancelMyOrder(order._id);
  return (
    <ShopperCancelPanel
      order={order}
      onCancel={(reason) => cancel.mutateAsync(reason)}
      pending={cancel.isPending}
    />
  );
}
