import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useModalFocus } from '../../../components/use-modal-focus';
import { fixedSize } from '../../../lib/responsive-image';
import { useAddBySlug } from '../../catalog';
import { resultImage } from '../lib/search-display';
import { CategoryChips } from './category-chips';
import { SearchPreview } from './search-preview';
import { useSearchController } from './use-search-controller';

const kbd =
  'rounded border border-stone-300 bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-200';

/**
 * Desktop search (from 1024 px): a modal with a combobox input, a results listbox (arrow keys cycle and
 * wrap, Enter opens the highlighted result) and a preview of the highlighted result.
 */
export function DesktopSearchModal() {
  const search = useSearchController('desktop');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const headingId = `${baseId}-heading`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  useModalFocus(panelRef, { onClose: search.close, initialFocus: inputRef });
  const cart = useAddBySlug();

  const { results, highlighted } = search;
  const active = highlighted >= 0 ? results[highlighted] : undefined;

  useEffect(() => {
    if (highlighted < 0) return;
    document.getElementById(`${baseId}-option-${highlighted}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted, baseId]);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter opens the highlighted result of the search shown; a query not yet searched runs now.
      if (active && !search.isStale()) search.openResult(active.slug);
      else search.submit();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[8vh]">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/50 motion-safe:animate-fade-in"
        onClick={search.close}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Search products"
        tabIndex={-1}
        className="relative flex max-h-[84vh] w-full max-w-5xl flex-col overflow-hidden rounded-xl bg-white text-stone-900 shadow-2xl outline-none motion-safe:animate-fade-in dark:bg-stone-900 dark:text-stone-100"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
          className="flex items-center gap-2 border-b border-stone-200 px-4 py-3 dark:border-stone-700"
        >
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <Search aria-hidden="true" className="size-5 shrink-0 text-stone-600 dark:text-stone-400" />
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={active ? optionId(highlighted) : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search products..."
            value={search.query}
            onChange={(event) => search.onQueryChange(event.target.value)}
            onKeyDown={onInputKeyDown}
            className="min-h-11 min-w-0 flex-1 bg-transparent text-lg outline-none placeholder:text-stone-500 dark:placeholder:text-stone-400"
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
          <Button type="submit" variant="primary" className="text-sm">
            Search
          </Button>
          <button
            type="button"
            aria-label="Close search"
            onClick={search.close}
            className="rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </form>

        <CategoryChips
          selected={search.category}
          onChange={search.chooseCategory}
          className="flex-wrap border-b border-stone-200 px-4 py-2 dark:border-stone-700"
        />

        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_20rem]">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: options are not focusable (combobox pattern), so the scrolling list takes focus to be scrollable by keyboard */}
          <section aria-label="Search results" tabIndex={0} className="min-h-64 overflow-y-auto p-4">
            {search.term && (
              <h2 id={headingId} aria-live="polite" className="mb-3 text-sm font-semibold">
                {search.loading ? 'Searching...' : `Search Results (${results.length})`}
              </h2>
            )}
            {search.loading && <Spinner label="Searching" className="mx-auto mt-6 flex justify-center" />}
            {search.empty && (
              <p className="py-8 text-center text-stone-700 dark:text-stone-300">No products found</p>
            )}
            {!search.term && (
              <p className="py-8 text-center text-stone-700 dark:text-stone-300">
                Type to search necklaces, rings, bangles and more.
              </p>
            )}
            <div
              id={listboxId}
              role="listbox"
              aria-labelledby={search.term ? headingId : inputId}
              className={results.length > 0 ? 'space-y-1' : 'hidden'}
            >
              {results.map((product, index) => {
                const image = resultImage(product);
                const selected = index === highlighted;
                return (
                  // Combobox pattern: focus stays on the input, which moves the highlight (aria-activedescendant)
                  // and opens it on Enter; options are not focusable and the pointer picks here.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
                  // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant
                  <div
                    key={product._id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    onMouseMove={() => {
                      if (!selected) search.highlight(index);
                    }}
                    onClick={() => search.openResult(product.slug)}
                    className={`flex cursor-pointer items-center gap-3 rounded-md p-2 ${
                      selected ? 'bg-stone-100 ring-2 ring-brand dark:bg-stone-800' : ''
                    }`}
                  >
                    <ProductImage
                      image={image}
                      alt=""
                      className="size-14 shrink-0 rounded object-cover"
                      fallbackWidth={56}
                      fallbackHeight={56}
                      sizes={fixedSize(56)}
                    />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{product.name}</p>
                      <PriceTag fields={product} size="sm" />
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
          <aside
            aria-label="Product preview"
            className="overflow-y-auto border-l border-stone-200 p-4 dark:border-stone-700"
          >
            {active ? (
              <SearchPreview
                product={active}
                adding={cart.pending}
                onViewDetails={search.close}
                onAddToCart={() => void cart.add(active.slug, { onAdded: search.close })}
              />
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                Highlight a result to preview it here.
              </p>
            )}
          </aside>
        </div>

        <p
          id={hintId}
          className="flex items-center gap-4 border-t border-stone-200 px-4 py-2 text-xs text-stone-700 dark:border-stone-700 dark:text-stone-300"
        >
          <span>
            <kbd className={kbd}>
              <span aria-hidden="true">↑</span>
              <span className="sr-only">Up</span>
            </kbd>{' '}
            <kbd className={kbd}>
              <span aria-hidden="true">↓</span>
              <span className="sr-only">Down</span>
            </kbd>{' '}
            to navigate
          </span>
          <span>
            <kbd className={kbd}>
              <span aria-hidden="true">↵</span>
              <span className="sr-only">Enter</span>
            </kbd>{' '}
            to select
          </span>
          <span>
            <kbd className={kbd}>esc</kbd> to close
          </span>
        </p>
      </div>
    </div>,
    document.body,
  );
}
