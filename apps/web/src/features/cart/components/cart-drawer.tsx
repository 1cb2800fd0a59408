import { Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { Sheet } from '../../../components/sheet';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { fixedSize } from '../../../lib/responsive-image';
import { cartSubtotal } from '../cart-totals';
import { cartDrawer, useCartDrawerNotice, useCartDrawerOpen } from '../drawer';
import { type CartItem, lineKey, linePrice } from '../lib/cart-lines';
import { checkoutBlock, isUnavailable } from '../lib/line-status';
import { useCartLines, useServerCartRefresh } from '../server-cart';
import { useCartActions } from '../use-cart-actions';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { CartLoadFailed } from './cart-load-failed';
import { CheckoutBlockNote, CheckoutButton } from './checkout-block-note';
import { LineNotice } from './line-notice';
import { QuantityStepper } from './quantity-stepper';

const CHECKOUT_DELAY_MS = 300;
const BLOCK_NOTE_ID = 'cart-drawer-checkout-block';

function CartLine({ item }: { item: CartItem }) {
  const { remove } = useCartActions();
  const { price } = linePrice(item);
  return (
    <li className="flex gap-3 border-b border-stone-200 py-4 dark:border-stone-700">
      <ProductImage
        image={item.featuredImage}
        alt={item.featuredImage?.alt || item.name}
        className="size-20 shrink-0 rounded object-cover"
        fallbackWidth={80}
        fallbackHeight={80}
        sizes={fixedSize(80)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={paths.product.to(item.slug)}
          className="line-clamp-2 font-medium hover:underline"
          onClick={cartDrawer.close}
        >
          {item.name}
        </Link>
        {item.variantAttributes.length > 0 && (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {item.variantAttributes.map((a) => a.value).join(' / ')}
          </p>
        )}
        {price != null && <p className="text-sm font-semibold">{formatRupees(price)}</p>}
        <LineNotice item={item} />
        <div className="mt-1 flex items-center gap-2">
          {!isUnavailable(item) && (
            <>
              <span className="text-sm">Qty</span>
              <QuantityStepper item={item} />
            </>
          )}
          <button
            type="button"
            className="ml-auto rounded p-1.5 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            aria-label={`Remove ${item.name} from cart`}
            onClick={() => void remove(item)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

/** The cart slide-over from the right. */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const { items, loaded, failed, retry } = useCartLines();
  const notice = useCartDrawerNotice();
  const close = cartDrawer.close;
  const checkout = useProceedToCheckout({ delayMs: CHECKOUT_DELAY_MS, onProceed: close });
  const blocked = checkoutBlock(items);
  useServerCartRefresh(open);

  return (
    <Sheet open={open} onClose={close} labelledBy="cart-drawer-title" side="right">
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3 dark:border-stone-700">
        <h2 id="cart-drawer-title" className="text-lg font-semibold">
          Shopping Cart
        </h2>
        <button
          type="button"
          className="rounded p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
          aria-label="Close cart"
          onClick={close}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* the cart's own messages while open, in place of a toast over the actions below */}
      <div role="status" className="empty:hidden">
        {notice && (
          <p
            data-testid="cart-drawer-notice"
            className={`border-b px-4 py-2 text-sm font-medium ${
              notice.kind === 'error'
                ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
                : 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
            }`}
          >
            {notice.text}
          </p>
        )}
      </div>
      <div className="flex-1 overflow-y-auto px-4">
        {failed ? (
          <CartLoadFailed onRetry={retry} className="py-10" />
        ) : !loaded ? (
          <p role="status" className="py-10 text-center text-stone-700 dark:text-stone-300">
            Loading your cart…
          </p>
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-stone-700 dark:text-stone-300">Your cart is empty</p>
        ) : (
          <ul>
            {items.map((item) => (
              <CartLine key={lineKey(item)} item={item} />
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3 border-t border-stone-200 p-4 dark:border-stone-700">
        <p className="flex justify-between text-base font-semibold">
          <span>Subtotal</span>
          <span>{formatRupees(cartSubtotal(items))}</span>
        </p>
        <CheckoutBlockNote id={BLOCK_NOTE_ID} text={blocked} />
        <CheckoutButton
          blocked={blocked}
          noteId={BLOCK_NOTE_ID}
          onClick={checkout}
          className="min-h-11 px-4 py-2.5 font-medium"
        >
          Checkout
        </CheckoutButton>
        <div className="flex items-center justify-between gap-2">
          <Link
            to={paths.cart.to()}
            onClick={close}
            className="inline-flex min-h-11 items-center px-2 font-medium underline underline-offset-4"
          >
            View Cart
          </Link>
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-md px-2 py-2 font-medium underline-offset-4 hover:underline"
          >
            Continue Shopping →
          </button>
        </div>
      </div>
    </Sheet>
  );
}
