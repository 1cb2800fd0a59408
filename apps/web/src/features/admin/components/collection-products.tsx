import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { CollectionProductChoice } from '../lib/collection-values';
import { moveItem } from '../lib/reorder';
import { MoveButtons } from './move-buttons';
import { ProductPicker } from './product-picker';

interface CollectionProductsProps {
  products: CollectionProductChoice[];
  onChange: (products: CollectionProductChoice[]) => void;
  error?: string | undefined;
}

// The desk's product list names a product's status when it has one.
const isHidden = (found: object) => 'status' in found && found.status === 'hidden';

/** The collection's products in the owner's order ('Collection Order'): found by name, moved, removed. */
export function CollectionProducts({ products, onChange, error }: CollectionProductsProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium">Products, in the order shoppers see them</legend>
      {products.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No products yet.</p>
      ) : (
        <ol aria-label="Products in this collection" className="flex flex-col gap-2">
          {products.map((product, index) => (
            <li
              key={product._id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 p-2 dark:border-stone-700"
            >
              <span className="min-w-40 flex-1 break-words">
                {index + 1}. {product.name}
                {!product.published && (
                  <span className="text-sm text-stone-700 dark:text-stone-300"> (hidden from shoppers)</span>
                )}
              </span>
              <MoveButtons
                label={product.name}
                index={index}
                count={products.length}
                onMove={(offset) => onChange(moveItem(products, index, offset))}
              />
              <Button
                type="button"
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(products.filter((p) => p._id !== product._id))}
                variant="secondary"
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <ProductPicker
        id={`${id}-find`}
        label="Find a product to add"
        action="Add"
        isPicked={(found) => products.some((p) => p._id === found._id)}
        onPick={(found) =>
          onChange([...products, { _id: found._id, name: found.name, published: !isHidden(found) }])
        }
      />
    </fieldset>
  );
}
