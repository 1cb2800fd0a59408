import { type DeliveryFacts, deliveryPromise } from '../lib/delivery-promise';

export interface DeliveryTermsProps {
  order: DeliveryFacts;
  /** how the page writes a date */
  formatDate: (iso: string) => string;
}

/**
 * The delivery line inside an order's description list (a term and its date): 'Estimated delivery by'
 * while the order is on its way, 'Delivered on' once it has arrived, nothing for a cancelled or failed one.
 */
export function DeliveryTerms({ order, formatDate }: DeliveryTermsProps) {
  const promise = deliveryPromise(order);
  if (!promise) return null;
  return (
    <>
      <dt>{promise.label}</dt>
      <dd className="font-medium text-stone-900 dark:text-stone-100">
        <time dateTime={promise.at}>{formatDate(promise.at)}</time>
      </dd>
    </>
  );
}
