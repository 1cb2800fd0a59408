import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useFirstThenAll } from '../../../lib/use-first-then-all';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useCollectionProducts } from '../api/get-collection-products';
import { hasMorePages, nextPage } from '../lib/load-more';
import { CollectionProductCard } from './collection-product-card';

/** Tiles in the server's HTML and the hydration (two rows on a desktop); the rest follow right after. */
const FIRST_TILES = 8;

/**
 * The collection's products, one page at a time. 'Load More Products' fetches the next page and shows it
 * in place of the current one (it replaces the list rather than appending), then brings the top of
 * the grid into view.
 */
export function CollectionProducts({ slug, pageSize }: { slug: string; pageSize: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isPlaceholderData } = useCollectionProducts(slug, {
    page,
    limit: pageSize,
  });
  const sectionRef = useRef<HTMLElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  const shown = useFirstThenAll(data?.products ?? [], FIRST_TILES);

  useEffect(() => {
    // A failed product page in a collection is only logged.
    if (error) console.error('Failed to load collection products', error);
  }, [error]);

  const shownPage = data?.pagination.page;
  useEffect(() => {
    if (page === 1 || isPlaceholderData || shownPage !== page) return;
    const section = sectionRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }, [page, shownPage, isPlaceholderData, reduceMotion]);

  if (isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading products" />
      </div>
    );
  }
  if (error || !data) return null;

  if (data.products.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-lg font-medium">No products found in this collection</p>
        <Link
          to={paths.collections.to()}
          className="mt-4 inline-block font-medium underline underline-offset-4"
        >
          Back to Collections
        </Link>
      </div>
    );
  }

  const { pagination } = data;
  const next = isPlaceholderData ? null : nextPage(pagination);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="collection-products-heading"
      className="scroll-mt-32 outline-none"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="collection-products-heading" className="text-xl font-semibold">
          Products
        </h2>
        {pagination.pages > 1 && (
          <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="collection-page">
            Page {pagination.page} of {pagination.pages}
          </p>
        )}
      </div>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-busy={isPlaceholderData || undefined}
      >
        {shown.map((product, index) => (
          <li key={product._id} className="render-when-near">
            <CollectionProductCard product={product} priority={page === 1 && index === 0} />
          </li>
        ))}
      </ul>
      {(hasMorePages(pagination) || isPlaceholderData) && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            disabled={next == null}
            onClick={() => next != null && setPage(next)}
            className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 py-2.5 font-semibold text-on-brand hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70"
          >
            {isPlaceholderData ? 'Loading...' : 'Load More Products'}
          </button>
        </div>
      )}
    </section>
  );
}
