import { useViewItemList } from '../../../lib/use-view-item-list';
import { ProductCard, useProducts } from '../../catalog';

const TRENDING = { limit: 8, sort: '-rating' } as const;

/** Mobile only (below 1024 px): the top-rated products as a two-column grid. */
export function TrendingProducts() {
  const { data, error, isPending } = useProducts(TRENDING);
  const listRef = useViewItemList<HTMLUListElement>('Trending Products', data?.products);
  return (
    <section aria-labelledby="trending-heading" className="mx-auto max-w-7xl px-4 py-10 lg:hidden">
      <h2 id="trending-heading" className="mb-6 text-2xl font-semibold">
        Trending Products
      </h2>
      {isPending ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-busy="true">
          {Array.from({ length: TRENDING.limit }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton tiles
            <li key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800" />
          ))}
        </ul>
      ) : error ? (
        <p role="alert">Error loading products: {error.message}</p>
      ) : data.products.length === 0 ? (
        <p>No products found</p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {data.products.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} listName="Trending Products" index={index} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default TrendingProducts;
