import type { ProductSummary } from '@svarna/contracts';
import { useViewItemList } from '../../../lib/use-view-item-list';
import { ProductCard } from '../../catalog';

/** Listing grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  const listRef = useViewItemList<HTMLUListElement>(label, products);
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((product, index) => (
        <li key={product._id} className="render-when-near flex *:w-full">
          <ProductCard product={product} listName={label} index={index} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
