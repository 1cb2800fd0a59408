import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { fixedSize } from '../../../lib/responsive-image';
import { lineTotal } from '../cart-totals';
import { type CartItem, linePrice } from '../lib/cart-lines';
import { isUnavailable } from '../lib/line-status';
import { useCartActions } from '../use-cart-actions';
import { LineNotice } from './line-notice';
import { QuantityStepper } from './quantity-stepper';

/**
 * One line of the cart page: image, name, variant, unit price, quantity, line total, the server's notice
 * (a new price, or a piece no longer sold: then no quantity) and Remove.
 */
export function CartPageLine({ item }: { item: CartItem }) {
  const { remove } = useCartActions();
  const { price, original } = linePrice(item);
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <ProductImage
        image={item.featuredImage}
        alt={item.featuredImage?.alt || item.name}
        fallbackWidth={112}
        fallbackHeight={112}
        sizes={`(min-width: 640px) ${fixedSize(112)}, ${fixedSize(96)}`}
        className="size-24 shrink-0 rounded-md object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={paths.product.to(item.slug)} className="font-medium hover:underline">
          {item.name}
        </Link>
        {item.variantAttributes.length > 0 && (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {item.variantAttributes.map((a) => `${a.name}: ${a.value}`).join(' · ')}
          </p>
        )}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          {price != null && (
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span>
                <span className="sr-only">Unit price: </span>
                {formatRupees(price)}
              </span>
              {original != null && (
                <s className="text-stone-600 dark:text-stone-400">
                  <span className="sr-only">Original price: </span>
                  {formatRupees(original)}
                </s>
              )}
            </p>
          )}
          <p className="font-semibold">
            <span className="sr-only">Line total: </span>
            {formatRupees(lineTotal(item))}
          </p>
        </div>
        <LineNotice item={item} />
        <div className="mt-2 flex items-center justify-between gap-3">
          {!isUnavailable(item) && <QuantityStepper item={item} />}
          <button
            type="button"
            aria-label={`Remove ${item.name} from cart`}
            onClick={() => void remove(item)}
            className="ml-auto min-h-11 rounded-md px-3 text-sm font-medium text-red-700 underline-offset-4 hover:underline dark:text-red-400"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
