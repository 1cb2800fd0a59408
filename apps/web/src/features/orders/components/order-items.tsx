import type { Order } from '@svarna/contracts';
import { ProductImage } from '../../../components/product-image';
import { formatRupees } from '../../../lib/price';
import { itemName, itemVariantText } from '../lib/order-display';
import { OrderCard } from './order-card';

/** What was bought: image, name, variant, unit price, quantity and line total. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <OrderCard title="Items">
      <ul className="divide-y divide-stone-200 dark:divide-stone-700">
        {order.items.map((item) => {
          const image = item.product.featuredImage;
          const variant = itemVariantText(item);
          return (
            <li key={item._id} className="flex gap-3 py-3">
              <ProductImage
                image={image ? { ...image, width: 80, height: 80 } : null}
                alt={itemName(item)}
                className="size-16 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{itemName(item)}</p>
                {variant && <p className="text-sm text-stone-600 dark:text-stone-400">{variant}</p>}
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  {formatRupees(item.price)} × Qty {item.quantity}
                </p>
              </div>
              <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
            </li>
          );
        })}
      </ul>
    </OrderCard>
  );
}
