import type { AdminOrder } from '@svarna/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { displayPhone } from '../../addresses';
import { dateTime, paymentMethodLabel, paymentStatusLabel } from '../lib/admin-display';
import { StatusBadge } from './status-badge';

const orderLink = (order: AdminOrder) => (
  <Link to={paths.adminOrder.to(order._id)} className="font-semibold underline underline-offset-2">
    #{order.orderNumber}
  </Link>
);

const payment = (order: AdminOrder) =>
  `${paymentMethodLabel(order.paymentMethod)} · ${paymentStatusLabel(order)}`;

/** Desktop: one row per order. */
function OrdersTableRows({ orders }: { orders: AdminOrder[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Orders</caption>
      <thead className="border-b border-stone-300 dark:border-stone-600">
        <tr>
          <th scope="col" className="py-2 pr-3">
            Order
          </th>
          <th scope="col" className="py-2 pr-3">
            Placed
          </th>
          <th scope="col" className="py-2 pr-3">
            Customer
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Total
          </th>
          <th scope="col" className="py-2 pr-3">
            Payment
          </th>
          <th scope="col" className="py-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200 dark:divide-stone-700">
        {orders.map((order) => (
          <tr key={order._id}>
            <td className="py-3 pr-3">{orderLink(order)}</td>
            <td className="py-3 pr-3 whitespace-nowrap">{dateTime(order.createdAt)}</td>
            <td className="py-3 pr-3">
              <span className="block font-medium">{order.customer.name}</span>
              <span className="block text-stone-700 dark:text-stone-300">
                {displayPhone(order.customer.phone)}
              </span>
            </td>
            <td className="py-3 pr-3 text-right font-medium">{formatRupees(order.total)}</td>
            <td className="py-3 pr-3">{payment(order)}</td>
            <td className="py-3">
              <StatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phone: one card per order. */
function OrderCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {orders.map((order) => (
        <li key={order._id} className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
          <div className="flex items-start justify-between gap-2">
            {orderLink(order)}
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{dateTime(order.createdAt)}</p>
          <p className="mt-2">
            {order.customer.name} · {displayPhone(order.customer.phone)}
          </p>
          <p className="mt-1 flex justify-between gap-2 text-sm">
            <span>{payment(order)}</span>
            <span className="font-semibold">{formatRupees(order.total)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  if (orders.length === 0)
    return <p className="py-10 text-center text-stone-700 dark:text-stone-300">No orders match.</p>;
  return (
    <>
      <OrdersTableRows orders={orders} />
      <OrderCards orders={orders} />
    </>
  );
}
