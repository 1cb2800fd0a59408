import type { AdminOrder, OrderAddress } from '@svarna/contracts';
import { addressLine, displayPhone } from '../../addresses';
import { Panel } from './panel';

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      <address className="mt-1 text-sm text-stone-700 not-italic dark:text-stone-300">
        <span className="block">{address.name}</span>
        <span className="block">{addressLine(address)}</span>
        <span className="block">{displayPhone(address.phone)}</span>
        <span className="block">{address.email}</span>
      </address>
    </div>
  );
}

/** The account that ordered, and where the parcel goes. */
export function OrderPeople({ order }: { order: AdminOrder }) {
  const { customer } = order;
  return (
    <Panel title="Customer and addresses">
      <p className="font-medium">{customer.name}</p>
      <p className="text-sm">
        <a href={`tel:${customer.phone}`} className="underline underline-offset-2">
          {displayPhone(customer.phone)}
        </a>
        {customer.email && <span className="block text-stone-700 dark:text-stone-300">{customer.email}</span>}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AddressBlock title="Shipping address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
      </div>
    </Panel>
  );
}
