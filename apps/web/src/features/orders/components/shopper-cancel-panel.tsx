import { canCancel, type Order } from '@svarna/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSiteConfig } from '../../layout';
import { whatsappHref } from '../../policies';
import { CancelOrderDialog } from './cancel-order-dialog';

const REFUND_STATE: Partial<Record<Order['paymentStatus'], string>> = {
  refund_due: 'Refund due: your payment is on its way back (5 to 7 working days).',
  refunded: 'Refunded to your original payment method (allow 5 to 7 working days to arrive).',
};

export interface ShopperCancelPanelProps {
  /** an account's order or a tracked one: its number, where it stands and whether it was paid */
  order: Pick<Order, 'orderNumber' | 'status' | 'paymentStatus'>;
  /** cancels with the optional reason; rejects with the server's refusal, which the dialog shows */
  onCancel: (reason: string) => Promise<unknown>;
  pending: boolean;
}

/**
 * Under an order, for the shopper in her account and the guest on the tracking page alike: a way to
 * cancel it before it ships, its refund once cancelled, or the return policy and WhatsApp after shipping.
 */
export function ShopperCancelPanel({ order, onCancel, pending }: ShopperCancelPanelProps) {
  const [open, setOpen] = useState(false);
  if (order.status === 'cancelled') {
    const refund = REFUND_STATE[order.paymentStatus];
    return refund ? <p className="text-sm text-stone-700 dark:text-stone-300">{refund}</p> : null;
  }
  if (canCancel(order.status))
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
          onCancel={onCancel}
          pending={pending}
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
