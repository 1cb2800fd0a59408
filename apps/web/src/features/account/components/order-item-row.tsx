import type { OrderItem } from '@svarna/contracts';
import { ProductImage } from '../../../components/product-image';
import { formatRupees } from '../../../lib/price';

const variantText = (item: OrderItem) =>
  item.variant?.attributes.map((a) => a.value).join(' / ') || 'Default Variant';

/** One bought piece: image, name, its variant's values (or 'Default Variant'), price and quantity. */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const image = item.product.featuredImage;
  const name = item.product.name;
  return (
    <li className="flex gap-3 rounded-md border border-stone-200 p-3 dark:border-stone-700">
      <ProductImage
        image={image ? { ...image, width: 80, height: 80 } : null}
        alt={name}
        className="size-16 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-base">{name}</p>
        <p className="text-stone-700 dark:text-stone-300">{variantText(item)}</p>
        <p className="mt-1 flex flex-wrap gap-x-4">
          <span>{formatRupees(item.price)}</span>
          <span>Qty: {item.quantity}</span>
        </p>
      </div>
    </li>
  );
}
