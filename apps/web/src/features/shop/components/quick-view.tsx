import type { ProductSummary } from '@svarna/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Button, buttonClass } from '../../../components/ui/button';
import { isSoldOut } from '../../../lib/default-variant';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { useAddBySlug } from '../../catalog';
import { FixedRating } from './fixed-rating';

function stockLabel(product: ProductSummary): { text: string; className: string } {
  if (isSoldOut(product)) return { text: 'Out of Stock', className: 'text-red-700 dark:text-red-300' };
  if (product.stockStatus === 'low_stock')
    return { text: `Only ${product.stock} left in stock`, className: 'text-amber-800 dark:text-amber-300' };
  return { text: 'In Stock', className: 'text-emerald-800 dark:text-emerald-300' };
}

interface QuickViewProps {
  product: ProductSummary | null;
  onClose: () => void;
}

/** A product's essentials in a modal: image, name, price, stock, rating, short description and actions. */
export function QuickView({ product, onClose }: QuickViewProps) {
  const titleId = useId();
  const { add, pending } = useAddBySlug();
  const name = product ? product.name : '';
  const image = product ? (product.featuredImage ?? product.basePhotos[0] ?? null) : null;
  const outOfStock = product ? isSoldOut(product) : true;
  const stock = product ? stockLabel(product) : null;

  return (
    <ModalDialog open={product !== null} onClose={onClose} labelledBy={titleId}>
      {product && (
        // pt-14 on phones: the close button has the top strip to itself, clear of the image below it
        <div className="grid gap-6 p-5 pt-14 sm:grid-cols-2 sm:p-6">
          <button
            type="button"
            aria-label="Close quick view"
            onClick={onClose}
            className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 hover:bg-stone-100 dark:bg-stone-900/90 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <ProductImage
            image={image}
            alt={image?.alt || name}
            sizes={IMAGE_SIZES.quickView}
            className="aspect-square w-full rounded-lg object-cover"
          />
          <div className="flex flex-col gap-3">
            <h2 id={titleId} className="pr-8 text-xl font-semibold sm:text-2xl">
              {name}
            </h2>
            <FixedRating />
            <PriceTag fields={product} size="lg" />
            {stock && <p className={`text-sm font-semibold ${stock.className}`}>{stock.text}</p>}
            {product.shortDescription && (
              <p className="text-stone-800 dark:text-stone-200">{product.shortDescription}</p>
            )}
            <div className="mt-auto flex flex-col gap-3 pt-2">
              <Button
                type="button"
                disabled={outOfStock || pending}
                onClick={() => void add(product.slug, { onAdded: onClose })}
                variant="primary"
                size="lg"
              >
                {outOfStock ? 'Out of Stock' : 'Add to Cart'}
              </Button>
              <Link
                to={paths.product.to(product.slug)}
                className={buttonClass({ variant: 'outline', size: 'lg' })}
              >
                View Details
              </Link>
            </div>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
