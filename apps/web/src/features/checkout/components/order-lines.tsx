import { Minus, Plus, Trash2 } from 'lucide-react';
import { ProductImage } from '../../../components/product-image';
import { formatRupees } from '../../../lib/price';
import { fixedSize } from '../../../lib/responsive-image';
import { type CartItem, isUnavailable, LineNotice, lineKey, lineTotal, useCartActions } from '../../cart';

const stepperClass =
  'inline-flex size-9 items-center justify-center rounded border border-stone-400 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-500 dark:hover:bg-stone-800';

const placeholderClass = 'rounded bg-stone-200 motion-safe:animate-pulse dark:bg-stone-700';

/**
 * While the cart is on its way: a line's outline, as tall as a line whose name and controls each take two
 * rows (most of ours on a phone), so what is below moves as little as it can when the lines come.
 */
function LoadingLine() {
  return (
    <div role="status" className="flex gap-3 py-3">
      <div className={`size-16 shrink-0 ${placeholderClass}`} />
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex h-12 flex-col justify-center gap-2">
          <div className={`h-4 w-full ${placeholderClass}`} />
          <div className={`h-4 w-1/2 ${placeholderClass}`} />
        </div>
        {/* the quantity controls and Remove, which wrap to two rows in a phone's width */}
        <div className="flex flex-col gap-2">
          <div className={`h-9 w-32 ${placeholderClass}`} />
          <div className={`ml-auto h-9 w-24 ${placeholderClass}`} />
        </div>
      </div>
      <span className="sr-only">Loading your cart…</span>
    </div>
  );
}

/**
 * The cart's lines: image, name, variant, the server's notice (a new price, or a piece no longer sold:
 * then no quantity controls), quantity controls (through the cart's own rules), price, Remove.
 */
export function OrderLines({
  items,
  loading,
  disabled,
}: {
  items: readonly CartItem[];
  loading: boolean;
  disabled: boolean;
}) {
  const cart = useCartActions();
  if (loading) return <LoadingLine />;
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-700">
      {items.map((item) => (
        <li key={lineKey(item)} className="flex gap-3 py-3">
          <ProductImage
            image={item.featuredImage}
            alt={item.featuredImage?.alt || item.name}
            className="size-16 shrink-0 rounded object-cover"
            fallbackWidth={64}
            fallbackHeight={64}
            sizes={fixedSize(64)}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="line-clamp-2 font-medium">{item.name}</p>
            {item.variantAttributes.length > 0 && (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {item.variantAttributes.map((a) => a.value).join(' / ')}
              </p>
            )}
            <LineNotice item={item} />
            <div className="flex flex-wrap items-center gap-2">
              {!isUnavailable(item) && (
                <>
                  <button
                    type="button"
                    className={stepperClass}
                    aria-label={`Decrease quantity of ${item.name}`}
                    disabled={disabled || item.quantity <= 1}
                    onClick={() => void cart.decrease(item)}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <span className="min-w-6 text-center" aria-live="polite">
                    <span className="sr-only">Quantity </span>
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    className={stepperClass}
                    aria-label={`Increase quantity of ${item.name}`}
                    disabled={disabled}
                    onClick={() => void cart.increase(item)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                </>
              )}
              <button
                type="button"
                className="ml-auto inline-flex min-h-9 items-center gap-1 rounded px-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950"
                disabled={disabled}
                onClick={() => void cart.remove(item)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> {item.name}</span>
              </button>
            </div>
          </div>
          <p className="font-semibold whitespace-nowrap">{formatRupees(lineTotal(item))}</p>
        </li>
      ))}
    </ul>
  );
}
