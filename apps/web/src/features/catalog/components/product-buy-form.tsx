import { Truck } from 'lucide-react';
import { DeliveryCheck } from './delivery-check';

interface ProductBuyFormProps {
  outOfStock: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** The dispatch promise, Add to Cart and Buy Now ('Out of Stock' when it cannot be bought), the delivery check. */
export function ProductBuyForm({ outOfStock, onAddToCart, onBuyNow }: ProductBuyFormProps) {
  return (
    <>
      {/* a piece that cannot be bought promises no dispatch */}
      {!outOfStock && (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <Truck aria-hidden="true" className="size-5" />
          24 hour or less dispatch time
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          data-testid="add-to-cart"
          disabled={outOfStock}
          onClick={onAddToCart}
          className="min-h-12 flex-1 rounded-md border-2 border-stone-900 px-5 py-3 font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-100 dark:hover:bg-stone-800"
        >
          {outOfStock ? 'Out of Stock' : 'Add to Cart'}
        </button>
        <button
          type="button"
          data-testid="buy-now"
          disabled={outOfStock}
          onClick={onBuyNow}
          className="min-h-12 flex-1 rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {outOfStock ? 'Out of Stock' : 'Buy Now'}
        </button>
      </div>
      <DeliveryCheck />
    </>
  );
}
