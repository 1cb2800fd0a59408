import { Button } from '../../../components/ui/button';
import { CART_LOAD_FAILED } from '../lib/cart-messages';

/** In the cart's place when it could not be read: never an empty cart the shopper did not empty. */
export function CartLoadFailed({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-4 text-center ${className}`}>
      <p>{CART_LOAD_FAILED}</p>
      <Button type="button" onClick={onRetry} variant="outline">
        Try Again
      </Button>
    </div>
  );
}
