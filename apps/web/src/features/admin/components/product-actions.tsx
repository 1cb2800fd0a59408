import type { AdminProduct, ProductStatus } from '@svarna/contracts';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { ProductFormValues } from '../lib/product-form-values';

interface ProductActionsProps {
  product: AdminProduct | undefined;
  pending: boolean;
  onSaveAs: (status: ProductStatus) => void;
  onDelete: () => void;
  /** the outcome of the last save, shown beside the buttons */
  children: ReactNode;
}

/**
 * Always in reach at the foot of the screen: the status, Save, and Publish or Hide (which save too).
 * Below it, Delete for a product never ordered; an ordered one can only be hidden.
 */
export function ProductActions({ product, pending, onSaveAs, onDelete, children }: ProductActionsProps) {
  const { control } = useFormContext<ProductFormValues>();
  const status = useWatch({ control, name: 'status' });
  const published = status === 'published';
  return (
    <>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 dark:border-stone-700 dark:bg-stone-950/95">
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <p className="mr-auto text-sm">
            <span className="font-semibold">{published ? 'Published' : 'Hidden'}</span>
            <span className="text-stone-700 dark:text-stone-300">
              {published ? ': shoppers can see and buy it' : ': shoppers cannot see it'}
            </span>
          </p>
          <Button
            type="button"
            disabled={pending}
            onClick={() => onSaveAs(published ? 'hidden' : 'published')}
            variant="secondary"
          >
            {published ? 'Hide' : 'Publish'}
          </Button>
          <Button type="submit" disabled={pending} variant="ink">
            {pending ? 'Saving…' : product ? 'Save' : 'Create product'}
          </Button>
        </div>
      </div>
      {product &&
        (product.everOrdered ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            This product has been ordered, so it cannot be deleted; hide it to take it out of the shop.
          </p>
        ) : (
          <Button type="button" onClick={onDelete} variant="danger" className="self-start">
            Delete product
          </Button>
        ))}
    </>
  );
}
