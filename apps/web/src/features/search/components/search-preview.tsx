import type { SearchResult } from '@svarna/contracts';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { fixedSize } from '../../../lib/responsive-image';
import { isOutOfStock, resultImage, stockLabel } from '../lib/search-display';

interface SearchPreviewProps {
  product: SearchResult;
  onViewDetails: () => void;
  onAddToCart: () => void;
  adding: boolean;
}

/** Side preview of the highlighted result (desktop modal). */
export function SearchPreview({ product, onViewDetails, onAddToCart, adding }: SearchPreviewProps) {
  const image = resultImage(product);
  const outOfStock = isOutOfStock(product);
  const name = product.name;
  return (
    <div data-testid="search-preview" className="flex flex-col gap-3">
      <ProductImage
        image={image}
        alt={image?.alt || name}
        priority
        sizes={fixedSize(320)}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <h3 className="text-lg leading-snug font-semibold">{name}</h3>
      <PriceTag fields={product} />
      <p
        className={`text-sm font-medium ${
          outOfStock ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-400'
        }`}
      >
        {stockLabel(product)}
      </p>
      {product.shortDescription && (
        <p className="line-clamp-3 text-sm text-stone-700 dark:text-stone-300">{product.shortDescription}</p>
      )}
      <div className="mt-auto flex gap-2 pt-2">
        <Link
          to={paths.product.to(product.slug)}
          onClick={onViewDetails}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'flex-1 text-sm' })}
        >
          View Details
        </Link>
        <Button
          type="button"
          onClick={onAddToCart}
          disabled={outOfStock || adding}
          aria-busy={adding}
          variant="primary"
          size="sm"
          className="flex-1 gap-2 text-sm"
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          Add to Cart
        </Button>
      </div>
    </div>
  );
}
