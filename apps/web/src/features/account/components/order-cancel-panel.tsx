import { canShopperCancel, type Order } from '@svarna/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSiteConfig } from '../../layout';
import { whatsappHref } from '../../policies';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { CancelOrderDialog } from './cancel-order-dialog';

const REFUND_STATE: Partial<Record<Order['paymentStatus'], string>> = {
  refund_due: 'Refund due: your payment is on its way back (5 to 7 working days).',
  refunded: 'Refunded to your original payment method (allow 5 to 7 working days to arrive).',
};

/** Under an order: a way to cancel it before it ships, its refund once cancelled, or returns after shipping. */
export function OrderCancelPanel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelMyOrder(order._id);
  if (order.status === 'cancelled') {
    const refund = REFUND_STATE[order.paymentStatus];
    return refund ? <p className="text-sm text-stone-700 dark:text-stone-300">{refund}</p> : null;
  }
  if (canShopperCancel(order.status))
    return (
      <div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-md border border-red-700 px-4 py-2 text-sm font-medium text-red-700 dark:border-red-300 dark:text-red-300"
        >
          Cancel order
        </button>
        <CancelOrderDialog
          order={order}
          open={open}
          onClose={() => setOpen(false)}
          onCancel={(reason) => cancel.mutateAsync(reason)}
          pending={cancel.isPending}
        />
      </div>
    );
  return order.status === 'shipped' || order.status === 'delivered' ? <AfterShipping /> : null;
}

/** Past cancelling: the return policy and the store's WhatsApp (the site config is read only here). */
function AfterShipping() {
  const { data } = useSiteConfig();
  const whatsapp = whatsappHref(data?.footer[0]?.supportWhatsapp);
  return (
    <p className="text-sm text-stone-700 dark:text-stone-300">
      This order has shipped, so it can no longer be cancelled. See our{' '}
      <Link to={paths.returnPolicy.to()} className="underline">
        return policy
      </Link>
      {whatsapp ? (
        <>
          {' '}
          or{' '}
          <a href={whatsapp} target="_blank" rel="noreferrer" className="underline">
            message us on WhatsApp
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
