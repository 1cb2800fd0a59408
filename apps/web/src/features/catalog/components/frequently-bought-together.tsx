import type { Product, Variant } from '@svarna/contracts';
import { useQueries } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { trackSelectItem } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { fixedSize } from '../../../lib/responsive-image';
import { useViewItemList } from '../../../lib/use-view-item-list';
import { productBySlugQuery } from '../api/get-product';
import { type BundleLine, bundleTotal, companionLine, mainLine } from '../lib/bundle';

export const FBT_LIST_NAME = 'Frequently Bought Together';

interface FrequentlyBoughtTogetherProps {
  product: Product;
  variant: Variant | null;
  /** adds the in-stock lines and goes to checkout */
  onBuyAll: (lines: BundleLine[]) => Promise<void>;
}

/**
 * This product and its companions (fbtIds) as tiles, and 'Buy All (₹total)'. Companions with variants
 * are fetched so the line added (and the total) is a real variant; the fetch shares its cache with the
 * companion's own product page.
 */
export function FrequentlyBoughtTogether({ product, variant, onBuyAll }: FrequentlyBoughtTogetherProps) {
  const companions = product.fbtIds;
  const details = useQueries({
    queries: companions.map((c) => ({ ...productBySlugQuery(c.slug), enabled: c.hasVariants })),
  });
  const listRef = useViewItemList<HTMLUListElement>(FBT_LIST_NAME, companions);
  const [adding, setAdding] = useState(false);
  if (companions.length === 0) return null;

  const loadingDetails = details.some((d, i) => companions[i]?.hasVariants && d.isPending);
  const lines = [
    mainLine(product, variant),
    ...companions.map((c, i) => companionLine(c, details[i]?.data ?? null)),
  ];
  const total = bundleTotal(lines);
  const addable = lines.filter((l) => l.inStock);

  return (
    <section aria-labelledby="fbt-heading" className="space-y-4">
      <h2 id="fbt-heading" className="text-xl font-semibold">
        Frequently Bought Together
      </h2>
      <ul ref={listRef} className="flex flex-wrap items-stretch gap-2" data-testid="fbt-tiles">
        {lines.map((line, index) => {
          const image =
            line.variant?.photos[0] ?? line.product.featuredImage ?? line.product.basePhotos[0] ?? null;
          const isCurrent = index === 0;
          return (
            <li key={line.id} className="flex items-center gap-2">
              {index > 0 && (
                <Plus aria-hidden="true" className="size-4 shrink-0 text-stone-600 dark:text-stone-400" />
              )}
              <div className="relative flex w-36 flex-col gap-1 rounded-lg border border-stone-200 p-2 text-sm dark:border-stone-700">
                <ProductImage
                  image={image}
                  alt=""
                  fallbackWidth={144}
                  fallbackHeight={144}
                  sizes={fixedSize(128)}
                  className="aspect-square w-full rounded object-cover"
                />
                {/* every tile links to its product, the page's own one included; the whole name wraps to two
                    lines at most (the tooltip shows it all when a very long one is clamped) */}
                <Link
                  to={paths.product.to(line.slug)}
                  title={line.name}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={
                    isCurrent
                      ? undefined
                      : () => trackSelectItem(FBT_LIST_NAME, companions[index - 1] ?? line.product, index - 1)
                  }
                  className="line-clamp-2 font-medium break-words after:absolute after:inset-0 hover:underline"
                >
                  {isCurrent && <span className="sr-only">This item: </span>}
                  {line.name}
                </Link>
                <span className="font-semibold">{formatRupees(line.price)}</span>
                {!line.inStock && (
                  <span className="text-xs text-red-700 dark:text-red-300">Out of Stock</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        data-testid="buy-all"
        disabled={addable.length === 0 || loadingDetails || adding}
        aria-busy={loadingDetails || adding || undefined}
        onClick={() => {
          setAdding(true);
          void onBuyAll(addable).finally(() => setAdding(false));
        }}
        variant="primary"
        size="lg"
        className="w-full sm:w-auto"
      >
        Buy All ({formatRupees(total)})
      </Button>
      {addable.length < lines.length && addable.length > 0 && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Items that are out of stock are not included.
        </p>
      )}
    </section>
  );
}
