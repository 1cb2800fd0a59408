import type { ProductSort, ProductSummary } from '@svarna/contracts';
import { ArrowUpDown, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTopLevelCategories } from '../../catalog';
import { useCollections } from '../../collections';
import { useShopProducts } from '../api/get-shop-products';
import { CollectionChips } from '../components/collection-chips';
import { FilterPanel } from '../components/filter-panel';
import { QuickView } from '../components/quick-view';
import { ShopGridSkeleton, ShopProductGrid } from '../components/shop-product-grid';
import { SortRadios, SortSelect } from '../components/sort-controls';
import {
  applyFilters,
  availableSorts,
  chooseCollection,
  choosePage,
  chooseSort,
  EMPTY_FILTERS,
  pageNumbers,
  parseShopSearch,
  productSource,
  type ShopFilters,
  type ShopState,
  toShopSearch,
} from '../lib/shop-query';

/** The shop state lives in the URL: every change is a history entry, so reload and back restore it. */
function useShopState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseShopSearch(searchParams);
  const update = (next: ShopState) => setSearchParams(toShopSearch(next));
  return [state, update] as const;
}

function BottomSheet({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="bottom">
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3 dark:border-stone-700">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={`Close ${title.toLowerCase()}`}
          onClick={onClose}
          className="rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-4 py-4">{children(titleId)}</div>
    </ModalDialog>
  );
}

export function ShopPage() {
  useDocumentTitle('Shop');
  const [state, update] = useShopState();
  const collections = useCollections();
  const categories = useTopLevelCategories();
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const collection = collections.data?.find((c) => c.slug === state.collection) ?? null;
  const source = productSource(state, (slug) => collections.data?.find((c) => c.slug === slug)?._id);
  const { data, isPending, isFetching, isPlaceholderData, error } = useShopProducts(source);
  // A failed fetch empties the list.
  const products = error ? [] : (data?.products ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const pages = error ? 0 : (data?.pagination.pages ?? 0);
  const sorts = availableSorts(state.collection !== null);
  const applied: ShopFilters = { category: state.category, inStock: state.inStock };
  const filterCount = (state.category ? 1 : 0) + (state.inStock ? 1 : 0);

  const onApply = (filters: ShopFilters) => update(applyFilters(state, filters));
  const onReset = () => update(applyFilters(state, EMPTY_FILTERS));
  const onSort = (sort: ProductSort) => update(chooseSort(state, sort));
  const onPage = (page: number) => {
    update(choosePage(state, page));
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const loading = isPending && source !== null;
  const waitingForCollection = source === null && !collections.error;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 lg:pb-12">
      <h1 className="text-2xl font-semibold sm:text-3xl">{collection ? collection.title : 'Shop'}</h1>
      {collection && (collection.shortDescription || collection.description) && (
        <p className="mt-1 text-stone-700 dark:text-stone-300">
          {collection.shortDescription || collection.description}
        </p>
      )}
      <div className="mt-4">
        <CollectionChips
          collections={collections.data ?? []}
          selected={state.collection}
          onSelect={(slug) => update(chooseCollection(state, slug))}
        />
      </div>

      <div className="mt-4 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label="Product filters" className="hidden lg:block">
          <div className="sticky top-28">
            <FilterPanel
              categories={categories.data ?? []}
              applied={applied}
              onApply={onApply}
              onReset={onReset}
            />
          </div>
        </aside>

        <section aria-labelledby="shop-results" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="shop-results" ref={resultsRef} className="scroll-mt-28 text-base font-medium">
              <span role="status">
                {loading || waitingForCollection
                  ? 'Loading products'
                  : `${total} ${total === 1 ? 'product' : 'products'}`}
              </span>
            </h2>
            <div className="hidden lg:block">
              <SortSelect options={sorts} value={state.sort} onChange={onSort} />
            </div>
          </div>

          {loading || waitingForCollection ? (
            <ShopGridSkeleton />
          ) : products.length === 0 ? (
            <p className="py-16 text-center text-lg">No products found</p>
          ) : (
            <ShopProductGrid
              products={products}
              busy={isFetching && isPlaceholderData}
              onQuickView={setQuickView}
            />
          )}

          <Pagination
            page={state.page}
            pages={pages}
            onPage={onPage}
            entries={pageNumbers(state.page, pages)}
          />
        </section>
      </div>

      {/* Sticky, not fixed: it rides the bottom of the screen while the shop is in view and never covers
          the footer. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-8 grid grid-cols-2 border-t border-stone-200 bg-white lg:hidden dark:border-stone-700 dark:bg-stone-950">
        <button
          type="button"
          onClick={() => setSheet('sort')}
          className="flex min-h-14 items-center justify-center gap-2 border-r border-stone-200 font-semibold dark:border-stone-700"
        >
          <ArrowUpDown aria-hidden="true" className="size-5" />
          Sort
        </button>
        <button
          type="button"
          onClick={() => setSheet('filter')}
          className="flex min-h-14 items-center justify-center gap-2 font-semibold"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Filter
          {filterCount > 0 && <span className="sr-only">({filterCount} applied)</span>}
          {filterCount > 0 && (
            <span
              aria-hidden="true"
              className="rounded-full bg-brand px-2 text-xs leading-5 font-semibold text-on-brand"
            >
              {filterCount}
            </span>
          )}
        </button>
      </div>

      <BottomSheet open={sheet === 'sort'} onClose={() => setSheet(null)} title="Sort">
        {() => (
          <>
            <SortRadios options={sorts} value={state.sort} onChange={onSort} />
            <Button type="button" onClick={() => setSheet(null)} variant="primary" className="mt-4 w-full">
              Done
            </Button>
          </>
        )}
      </BottomSheet>
      <BottomSheet open={sheet === 'filter'} onClose={() => setSheet(null)} title="Filter">
        {(titleId) => (
          <FilterPanel
            labelledBy={titleId}
            categories={categories.data ?? []}
            applied={applied}
            onApply={(filters) => {
              onApply(filters);
              setSheet(null);
            }}
            onReset={onReset}
          />
        )}
      </BottomSheet>

      <QuickView product={quickView} onClose={() => setQuickView(null)} />
    </div>
  );
}

export default ShopPage;
