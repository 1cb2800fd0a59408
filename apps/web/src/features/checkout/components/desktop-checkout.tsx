import type { Checkout } from '../use-checkout';
import { DeliveryDetails } from './delivery-details';
import { DeliveryMethod } from './delivery-method';
import { OrderSummary } from './order-summary';
import { PaymentMethodChoice } from './payment-method-choice';
import { sectionClass } from './styles';

/** 768 px and wider: details, payment type and delivery method on the left; the order summary on the right. */
export function DesktopCheckout({ checkout }: { checkout: Checkout }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-6 py-8 md:grid-cols-[1fr_20rem] lg:grid-cols-[1fr_26rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <DeliveryDetails checkout={checkout} />
        <div className={sectionClass}>
          <PaymentMethodChoice
            method={checkout.method}
            onChange={checkout.setMethod}
            disabled={checkout.busy}
            appearance="radios"
          />
        </div>
        <DeliveryMethod shipping={checkout.totals.shipping} />
      </div>
      <div className="md:sticky md:top-20">
        <OrderSummary checkout={checkout} />
      </div>
    </div>
  );
}
