import { Spinner } from '../../../components/spinner';
import { useProductStock } from '../api/get-product-stock';
import { LoadProblem } from './load-problem';
import { Panel } from './panel';
import { StockChanges } from './stock-changes';
import { StockForm } from './stock-form';

/** The chosen product: its own stock, or each variant's inventory, and what changed before. */
export function StockEditor({ productId }: { productId: string }) {
  const { data: product, error } = useProductStock(productId);
  if (error) return <LoadProblem error={error} what="the product's stock" />;
  if (!product)
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading stock" />
      </div>
    );
  return (
    <Panel title={product.name}>
      <div className="flex flex-col gap-4">
        {product.variants.length === 0 ? (
          <StockForm
            key={product._id}
            target={{ productId: product._id, variantId: null }}
            name={product.name}
            current={product.stock}
          />
        ) : (
          product.variants.map((variant) => (
            <StockForm
              key={variant._id}
              target={{ productId: product._id, variantId: variant._id }}
              name={`${variant.label} (${variant.sku})`}
              current={variant.inventory}
            />
          ))
        )}
        <StockChanges product={product} />
      </div>
    </Panel>
  );
}
