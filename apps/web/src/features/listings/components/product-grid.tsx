import type { ProductSummary } from '@svarna/contracts';
import { ProductCard } from '../../catalog';

/** Listing grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product._id} className="flex *:w-full">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
