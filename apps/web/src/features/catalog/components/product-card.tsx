import type { ProductSummary } from '@svarna/contracts';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { trackSelectItem } from '../../../lib/analytics';
import { isSoldOut } from '../../../lib/default-variant';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { WishlistHeartSlot } from '../../wishlist';

interface ProductCardProps {
  product: ProductSummary;
  /** the list the card is shown in, for the select_item analytics event */
  listName?: string;
  /** position in that list */
  index?: number;
  /** the first tile of a listing: likely the page's largest paint, so fetched first (and preloaded) */
  priority?: boolean;
}

/** A product tile: image, name, price; the whole card links to /product/{slug}. Clicking sends select_item. */
export function ProductCard({ product, listName = 'Product list', index, priority }: ProductCardProps) {
  const image = product.featuredImage ?? product.basePhotos[0] ?? null;
  const name = product.name;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900">
      <div className="relative">
        <ProductImage
          image={image}
          alt={image?.alt || name}
          priority={priority}
          sizes={IMAGE_SIZES.productCard}
          className="aspect-square w-full object-cover transition group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {/* bottom corner: listings put their own controls (quick view) in the top ones */}
        <WishlistHeartSlot productId={product._id} name={name} className="absolute right-2 bottom-2 z-10" />
      </div>
      {isSoldOut(product) && (
        <span className="absolute top-2 left-2 rounded bg-stone-900 px-2 py-0.5 text-xs font-semibold text-white">
          Out of Stock
        </span>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium sm:text-base">
          <Link
            to={paths.product.to(product.slug)}
            onClick={() => trackSelectItem(listName, product, index)}
            className="after:absolute after:inset-0"
          >
            {name}
          </Link>
        </h3>
        {product.brandId && (
          <p className="text-xs text-stone-600 dark:text-stone-400">{product.brandId.name}</p>
        )}
        <PriceTag fields={product} size="sm" className="mt-auto" />
      </div>
    </article>
  );
}
