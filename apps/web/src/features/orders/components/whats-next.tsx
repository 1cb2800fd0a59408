import type { Order } from '@svarna/contracts';
import { useSiteConfig } from '../../layout';
import { OrderCard } from './order-card';

/**
 * The confirmation email, tracking, and whom to ask: the store's phone from the site config if it has one.
 * A cancelled order gets no email or tracking: what happens to its money instead.
 */
export function WhatsNext({ order }: { order: Order }) {
  const footer = useSiteConfig().data?.footer[0];
  const phone = footer?.supportPhone?.trim();
  const email = footer?.supportEmail?.trim();
  return (
    <OrderCard title="What's next?">
      <ul className="list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
        {order.status === 'cancelled' ? (
          order.paymentStatus === 'unpaid' ? (
            <li>Nothing was charged for this order.</li>
          ) : (
            <li>
              What you paid is refunded to the way you paid; banks usually show it within 5 to 7 working days.
            </li>
          )
        ) : (
          <>
            <li>A confirmation email is on its way to {order.shippingAddress.email}.</li>
            <li>We will send you tracking information as soon as your order ships.</li>
          </>
        )}
        <li>
          {phone ? (
            <>
              Questions? Call us at{' '}
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="font-medium underline">
                {phone}
              </a>
              .
            </>
          ) : email ? (
            <>
              Questions? Write to us at{' '}
              <a href={`mailto:${email}`} className="font-medium underline">
                {email}
              </a>
              .
            </>
          ) : (
            'Questions? Reply to your confirmation email and we will help.'
          )}
        </li>
      </ul>
    </OrderCard>
  );
}
