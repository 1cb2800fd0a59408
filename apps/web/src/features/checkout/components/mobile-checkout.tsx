import type { Checkout } from '../use-checkout';
import { DeliveryDetails } from './delivery-details';
import { DeliveryMethod } from './delivery-method';
import { MobileCheckoutBar } from './mobile-checkout-bar';
import { OrderLines } from './order-lines';
import { sectionClass, sectionTitleClass } from './styles';

/** Below 768 px: 'Your Order', 'Delivery Details', the delivery method, and the bottom bar. */
export function MobileCheckout({ checkout }: { checkout: Checkout }) {
  return (
    <>
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-4">
        <section aria-labelledby="checkout-order-title" className={sectionClass}>
          <h2 id="checkout-order-title" className={sectionTitleClass}>
            Your Order
          </h2>
          <OrderLines items={checkout.items} loading={checkout.loading} disabled={checkout.busy} />
        </section>
        <DeliveryDetails checkout={checkout} />
        <DeliveryMethod shipping={checkout.totals.shipping} />
      </div>
      <MobileCheckoutBar checkout={checkout} />
    </>
  );
}
