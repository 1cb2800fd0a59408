import type { Order, OrderAddress } from '@svarna/contracts';
import { addressLine, displayPhone } from '../../addresses';
import { OrderCard } from './order-card';

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      <address className="mt-1 text-sm text-stone-700 not-italic dark:text-stone-300">
        <span className="block">{address.name}</span>
        <span className="block">{addressLine(address)}</span>
        <span className="block">{address.country}</span>
        <span className="block">{displayPhone(address.phone)}</span>
      </address>
    </div>
  );
}

export function OrderAddresses({ order }: { order: Order }) {
  return (
    <OrderCard title="Addresses">
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock title="Shipping address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
      </div>
    </OrderCard>
  );
}
