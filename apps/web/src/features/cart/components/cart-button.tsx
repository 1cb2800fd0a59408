import { ShoppingBag } from 'lucide-react';
import { cartDrawer } from '../drawer';
import { useCartCount } from '../server-cart';

/** Header cart button with the item-count badge (the badge carries data-testid 'cart-count'). */
export function CartButton({ className = '' }: { className?: string }) {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={cartDrawer.open}
      className={`relative rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800 ${className}`}
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-semibold leading-5 text-on-brand"
      >
        {count}
      </span>
    </button>
  );
}
