import type { Variant } from '@svarna/contracts';
import { useEffect, useRef } from 'react';
import { PriceTag } from '../../../components/price-tag';
import { Button } from '../../../components/ui/button';
import type { PriceFields } from '../../../lib/price';
import type { AttributeGroup, Selection } from '../lib/variant-selection';
import { VariantPicker } from './variant-picker';

interface MobileBuyBarProps {
  name: string;
  priceFields: PriceFields;
  groups: AttributeGroup[];
  variants: Variant[];
  selection: Selection;
  onPick: (attributeId: string, valueId: string) => void;
  outOfStock: boolean;
  onBuyNow: () => void;
}

/**
 * Below 1024 px: a bar fixed to the bottom with the name, price, attribute dropdowns and Buy Now.
 * While it is shown, the body gets a bottom padding of the bar's height so nothing (footer included)
 * ends up hidden behind it.
 */
export function MobileBuyBar({
  name,
  priceFields,
  groups,
  variants,
  selection,
  onPick,
  outOfStock,
  onBuyNow,
}: MobileBuyBarProps) {
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const apply = () => {
      const height = bar.offsetHeight; // 0 while hidden (lg and up)
      body.style.paddingBottom = height > 0 ? `${height}px` : previous;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    window.addEventListener('resize', apply);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', apply);
      body.style.paddingBottom = previous;
    };
  }, []);

  return (
    <section
      ref={barRef}
      aria-label="Buy this product"
      data-testid="mobile-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden dark:border-stone-700 dark:bg-stone-950/95"
    >
      {/* name, price and Buy Now on one row; the dropdowns get the bar's whole width on the next, so a
          value such as 'Yellow Gold' is never cut short beside the button */}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          <PriceTag fields={priceFields} suffix size="sm" />
        </div>
        <Button
          type="button"
          data-testid="mobile-buy-now"
          disabled={outOfStock}
          onClick={onBuyNow}
          variant="primary"
          className="shrink-0"
        >
          {outOfStock ? 'Out of Stock' : 'Buy Now'}
        </Button>
      </div>
      {groups.length > 0 && (
        <div className="mt-1">
          <VariantPicker groups={groups} variants={variants} selection={selection} onPick={onPick} compact />
        </div>
      )}
    </section>
  );
}
