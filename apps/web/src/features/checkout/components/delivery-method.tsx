import { Truck } from 'lucide-react';
import { formatRupees } from '../../../lib/price';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import { sectionClass, sectionTitleClass } from './styles';

/** The one delivery method, its time and its price for the chosen payment method. */
export function DeliveryMethod({ shipping }: { shipping: number }) {
  return (
    <section aria-labelledby="checkout-delivery-title" className={sectionClass}>
      <h2 id="checkout-delivery-title" className={sectionTitleClass}>
        Delivery method
      </h2>
      <div className="flex items-center gap-3 rounded-md border border-brand p-3">
        <Truck aria-hidden="true" className="size-6 shrink-0" />
        <div className="flex-1">
          <p className="font-medium">Standard Delivery</p>
          <p className="text-sm text-stone-700 dark:text-stone-300">2–7 business days</p>
        </div>
        <p className="font-semibold">{formatRupees(shipping)}</p>
      </div>
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{CHECKOUT_MESSAGES.inclusiveOfGst}</p>
    </section>
  );
}
