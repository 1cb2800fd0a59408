import type { ProductSummary, TrendingTab } from '@svarna/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useViewItemList } from '../../../lib/use-view-item-list';
import { ProductCard, useAddBySlug, useCategoryProducts } from '../../catalog';

const PRODUCTS_PER_TAB = 12;

function BuyNowButton({ product }: { product: ProductSummary }) {
  const { buyNow: buy, pending } = useAddBySlug();
  const outOfStock = product.stock <= 0;
  const name = product.name;
  return (
    <Button
      type="button"
      disabled={outOfStock || pending}
      onClick={() => void buy(product.slug)}
      aria-label={outOfStock ? `Out of Stock: ${name}` : `Buy Now: ${name}`}
      variant="primary"
      className="w-full text-sm"
    >
      {outOfStock ? 'Out of Stock' : 'Buy Now'}
    </Button>
  );
}

function ProductCarousel({ products, label }: { products: ProductSummary[]; label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [emblaViewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 1 : 25,
  });
  // Embla measures every slide when it starts; a carousel below the fold starts once it nears the screen.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(viewport);
  useEffect(() => {
    emblaViewportRef(near ? viewport : null);
  }, [near, viewport, emblaViewportRef]);
  const listRef = useViewItemList<HTMLDivElement>(`Trending: ${label}`, products);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const navButton =
    'flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800';

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="mb-3 flex justify-end gap-2">
        <button
          type="button"
          aria-label="Previous products"
          disabled={!canPrev}
          onClick={() => embla?.scrollPrev()}
          className={navButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Next products"
          disabled={!canNext}
          onClick={() => embla?.scrollNext()}
          className={navButton}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div ref={setViewport} className="overflow-hidden">
        <div ref={listRef} className="-ml-4 flex touch-pan-y">
          {products.map((product, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups with a roledescription
            <div
              key={product._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${products.length}`}
              data-testid="trending-slide"
              className="flex min-w-0 shrink-0 grow-0 basis-2/3 flex-col gap-2 pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
            >
              <div className="grid flex-1">
                <ProductCard product={product} listName={`Trending: ${label}`} index={i} />
              </div>
              <BuyNowButton product={product} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function TabPanelContent({ slug, label }: { slug: string; label: string }) {
  const { data, error, isPending } = useCategoryProducts(slug, { page: 1, limit: PRODUCTS_PER_TAB });
  if (isPending) {
    return (
      <div aria-busy="true" className="flex gap-4 overflow-hidden pt-14">
        <span role="status" className="sr-only">
          Loading products
        </span>
        {Array.from({ length: 5 }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton tiles
            key={i}
            className="aspect-[3/4] shrink-0 basis-2/3 animate-pulse rounded-lg bg-stone-200 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5 dark:bg-stone-800"
          />
        ))}
      </div>
    );
  }
  if (error) return <p role="alert">Error loading products: {error.message}</p>;
  if (data.products.length === 0) return <p>No products found for this category</p>;
  return <ProductCarousel key={slug} products={data.products} label={`Trending ${label}`} />;
}

/**
 * 'Trending Product' tabs (ARIA tabs, arrow keys move between them), each a carousel of its category;
 * the tabs are the owner's, from the home content.
 */
export function TrendingProductSection({ tabs }: { tabs: readonly TrendingTab[] }) {
  const [chosen, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  // the owner may have taken tabs away since this one was chosen
  const active = Math.min(chosen, tabs.length - 1);
  const tab = tabs[active];
  if (!tab) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${baseId}-heading`} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={`${baseId}-heading`} className="mb-4 text-2xl font-semibold">
        Trending Now
      </h2>
      <div
        role="tablist"
        aria-label="Trending categories"
        onKeyDown={onKeyDown}
        className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {tabs.map((t, i) => (
          <button
            key={t.slug}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
              i === active
                ? 'border-stone-900 bg-stone-900 text-white dark:border-stone-100 dark:bg-stone-100 dark:text-stone-900'
                : 'border-stone-300 hover:border-stone-500 dark:border-stone-600 dark:hover:border-stone-400'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is a tab stop until it has focusable content
        tabIndex={0}
        className="min-h-[28rem] rounded-md"
      >
        <TabPanelContent key={tab.slug} slug={tab.slug} label={tab.label} />
      </div>
    </section>
  );
}

export default TrendingProductSection;
