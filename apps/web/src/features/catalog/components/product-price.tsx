import { PriceTag } from '../../../components/price-tag';
import type { PriceFields } from '../../../lib/price';

/** The chosen variant's price (the product's when it has none), with its MRP and discount. */
export function ProductPrice({ fields }: { fields: PriceFields }) {
  return (
    <div data-testid="product-price">
      <PriceTag fields={fields} suffix size="lg" />
    </div>
  );
}
