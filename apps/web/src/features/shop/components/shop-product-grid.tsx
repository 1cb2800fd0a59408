import type { ProductSummary } from '@svarna/contracts';
import { Eye } from 'lucide-react';
import { useFirstThenAll } from '../../../lib/use-first-then-all';
import { useViewItemList } from '../../../lib/use-view-item-list';
import { ProductCard } from '../../catalog';

interface ShopProductGridProps {
  products: ProductSummary[];
  busy: boolean;
  onQuickView: (product: ProductSummary) => void;
}

/** Tiles in the server's HTML and the hydration (three rows on a desktop); the rest follow right after. */
const FIRST_TILES = 12;

/** The shop grid: a ProductCard per product with a 'Quick view' button over its image. */
export function ShopProductGrid({ products, busy, onQuickView }: ShopProductGridProps) {
  const listRef = useViewItemList<HTMLUListElement>('Shop', products);
  const shown = useFirstThenAll(products, FIRST_TILES);
  return (
    <ul
      ref={listRef}
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
    >
      {shown.map((product, index) => {
        const name = product.name;
        return (
          <li key={product._id} className="render-when-near relative flex" data-testid="shop-product">
            <ProductCard product={product} listName="Shop" index={index} priority={index === 0} />
            <button
              type="button"
              aria-label={`Quick view ${name}`}
              onClick={() => onQuickView(product)}
              className="absolute top-2 right-2 z-10 inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/95 px-3 text-xs font-semibold text-stone-900 shadow hover:bg-white dark:bg-stone-900/95 dark:text-stone-100 dark:hover:bg-stone-900"
            >
              <Eye aria-hidden="true" className="size-4" />
              Quick view
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function ShopGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton tiles
        <li key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800" />
      ))}
    </ul>
  );
}
