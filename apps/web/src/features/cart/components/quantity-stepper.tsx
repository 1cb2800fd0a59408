import { Minus, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CartItem } from '../lib/cart-lines';
import { useCartActions } from '../use-cart-actions';

const button =
  'inline-flex size-10 items-center justify-center rounded border border-stone-300 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800';

/** Minus, the quantity and plus for one cart line; plus checks live stock, so it waits for its answer. */
export function QuantityStepper({ item }: { item: CartItem }) {
  const { increase, decrease } = useCartActions();
  const [raising, setRaising] = useState(false);
  const inFlight = useRef(false);

  const onIncrease = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRaising(true);
    try {
      await increase(item);
    } finally {
      inFlight.current = false;
      setRaising(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={`Decrease quantity of ${item.name}`}
        disabled={item.quantity <= 1}
        onClick={() => void decrease(item)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite" className="min-w-6 text-center font-medium" data-testid="line-quantity">
        <span className="sr-only">Quantity </span>
        {item.quantity}
      </span>
      <button
        type="button"
        className={button}
        aria-label={`Increase quantity of ${item.name}`}
        aria-disabled={raising || undefined}
        onClick={() => void onIncrease()}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
