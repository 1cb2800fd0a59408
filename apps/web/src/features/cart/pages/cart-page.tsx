import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { preloadCheckout } from '../../checkout';
import { useSiteConfig } from '../../layout';
import { CartLoadFailed } from '../components/cart-load-failed';
import { CartPageLine } from '../components/cart-page-line';
import { OrderSummary } from '../components/order-summary';
import { lineKey } from '../lib/cart-lines';
import { useCartLines, useServerCartRefresh } from '../server-cart';

function SignInPrompt() {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-700 dark:bg-stone-900">
      <p>Sign in to keep your cart on every device and check out faster.</p>
      <Link
        to={paths.login.to(paths.cart.to())}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md border-2 border-stone-900 px-5 font-semibold hover:bg-stone-100 dark:border-stone-100 dark:hover:bg-stone-800"
      >
        Sign in
      </Link>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 px-4 py-12 text-center dark:border-stone-700">
      <ShoppingBag aria-hidden="true" className="size-10 text-stone-600 dark:text-stone-400" />
      <p className="text-lg font-medium">Your cart is empty</p>
      <Link
        to={paths.shop.to()}
        className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-on-brand hover:brightness-110"
      >
        Continue Shopping
      </Link>
    </div>
  );
}

/** While the cart is on its way: in the empty cart's place, so a cart with lines never reads as empty. */
function CartLoading() {
  return (
    <p
      role="status"
      className="rounded-lg border border-dashed border-stone-300 px-4 py-12 text-center text-stone-700 dark:border-stone-700 dark:text-stone-300"
    >
      Loading your cart…
    </p>
  );
}

/** /cart: the lines with their quantities, the price breakup, and the way on to checkout. */
export function CartPage() {
  useDocumentTitle('Cart');
  useServerCartRefresh();
  // the page's way on is /checkout: its code is fetched while the shopper reads the cart
  useEffect(preloadCheckout, []);
  const { items, loaded, failed, retry } = useCartLines();
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const { isAuthenticated } = useAuth();
  const bankOffer = useSiteConfig().data?.offers.bankOffer ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-10">
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold sm:text-3xl">
        Shopping Cart
        <span
          className="text-base font-normal text-stone-700 dark:text-stone-300"
          data-testid="cart-item-count"
        >
          {count} {count === 1 ? 'item' : 'items'}
        </span>
      </h1>
      {!isAuthenticated && <SignInPrompt />}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <section aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" className="sr-only">
            Items in your cart
          </h2>
          {failed ? (
            <CartLoadFailed
              onRetry={retry}
              className="rounded-lg border border-dashed border-stone-300 px-4 py-12 dark:border-stone-700"
            />
          ) : !loaded ? (
            <CartLoading />
          ) : items.length === 0 ? (
            <EmptyCart />
          ) : (
            <ul className="divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-700 dark:border-stone-700">
              {items.map((item) => (
                <CartPageLine key={lineKey(item)} item={item} />
              ))}
            </ul>
          )}
        </section>
        <OrderSummary items={items} bankOffer={bankOffer} />
      </div>
    </div>
  );
}

export default CartPage;
