import { ArrowLeft, Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Spinner } from '../../../components/spinner';
import { useModalFocus } from '../../../components/use-modal-focus';
import { paths } from '../../../lib/paths';
import { fixedSize } from '../../../lib/responsive-image';
import { resultImage } from '../lib/search-display';
import { CategoryChips } from './category-chips';
import { useSearchController } from './use-search-controller';

/** Mobile search (below 1024 px): a full-screen dialog with the input, category chips and a result list. */
export function MobileSearch() {
  const search = useSearchController('mobile');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const titleId = `${baseId}-title`;
  useModalFocus(panelRef, { onClose: search.close, initialFocus: inputRef });
  const { results } = search;

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="mobile-search"
      className="fixed inset-0 z-50 flex flex-col bg-white text-stone-900 outline-none motion-safe:animate-fade-in dark:bg-stone-950 dark:text-stone-100"
    >
      <h2 id={titleId} className="sr-only">
        Search
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        className="flex items-center gap-1 border-b border-stone-200 px-2 py-2 dark:border-stone-800"
      >
        <button
          type="button"
          aria-label="Close search"
          onClick={search.close}
          className="rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          <ArrowLeft aria-hidden="true" className="size-6" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          Find Product, Store
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Find Product, Store"
          value={search.query}
          onChange={(event) => search.onQueryChange(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-stone-50 px-4 text-base outline-none focus-visible:border-stone-600 dark:border-stone-600 dark:bg-stone-900 [&::-webkit-search-cancel-button]:hidden"
        />
        {search.query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              search.clear();
              inputRef.current?.focus();
            }}
            className="rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        <button
          type="submit"
          aria-label="Search"
          className="rounded-full bg-brand p-2.5 text-on-brand hover:opacity-90"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>

      <CategoryChips
        selected={search.category}
        onChange={search.chooseCategory}
        className="overflow-x-auto border-b border-stone-200 px-3 py-2 dark:border-stone-800"
      />

      <section aria-label="Search results" className="flex-1 overflow-y-auto px-3 py-3">
        {search.term && (
          <h3 aria-live="polite" className="mb-2 text-sm font-semibold">
            {search.loading ? 'Searching...' : `Search Results (${results.length})`}
          </h3>
        )}
        {search.loading && <Spinner label="Searching" className="mt-6 flex justify-center" />}
        {search.empty && (
          <p className="py-10 text-center text-stone-700 dark:text-stone-300">
            No products found matching your search.
          </p>
        )}
        {results.length > 0 && (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {results.map((product) => {
              const image = resultImage(product);
              const name = product.name;
              return (
                <li key={product._id}>
                  <Link
                    to={paths.product.to(product.slug)}
                    onClick={search.close}
                    className="flex items-center gap-3 rounded-md py-3 hover:bg-stone-50 dark:hover:bg-stone-900"
                  >
                    <ProductImage
                      image={image}
                      alt=""
                      className="size-16 shrink-0 rounded object-cover"
                      fallbackWidth={64}
                      fallbackHeight={64}
                      sizes={fixedSize(64)}
                    />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 font-medium">{name}</p>
                      <PriceTag fields={product} size="sm" />
                      <p className="text-xs text-stone-700 dark:text-stone-300">
                        Stock: {product.stock ?? 0}
                      </p>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>,
    document.body,
  );
}
