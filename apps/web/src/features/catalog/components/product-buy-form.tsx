import { Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
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
        <Button
          type="button"
          data-testid="add-to-cart"
          disabled={outOfStock}
          onClick={onAddToCart}
          variant="outline"
          size="lg"
          className="flex-1"
        >
          {outOfStock ? 'Out of Stock' : 'Add to Cart'}
        </Button>
        <Button
          type="button"
          data-testid="buy-now"
          disabled={outOfStock}
          onClick={onBuyNow}
          variant="primary"
          size="lg"
          className="flex-1"
        >
          {outOfStock ? 'Out of Stock' : 'Buy Now'}
        </Button>
      </div>
      <DeliveryCheck />
    </>
  );
}
