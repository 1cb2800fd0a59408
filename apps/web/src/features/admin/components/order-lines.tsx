import type { AdminOrder } from '@svarna/contracts';
import { formatRupees } from '../../../lib/price';
import { Panel } from './panel';

const variantText = (item: AdminOrder['items'][number]) =>
  item.variant?.attributes.map((a) => `${a.name}: ${a.value}`).join(', ') ?? '';

/** What was bought, with the unit price paid and each line's total. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Items">
      <ul className="divide-y divide-stone-200 dark:divide-stone-700">
        {order.items.map((item) => (
          <li key={item._id} className="flex justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium">{item.product.name}</p>
              {item.variant && (
                <p className="text-sm text-stone-700 dark:text-stone-300">{variantText(item)}</p>
              )}
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {formatRupees(item.price)} × {item.quantity}
              </p>
            </div>
            <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
