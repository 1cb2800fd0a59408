import type { ProductSummary } from '@svarna/contracts';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { isSoldOut } from '../../../lib/default-variant';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { WishlistHeartSlot } from '../../wishlist';
import { collectionProductPrice } from '../lib/collection-rules';

/**
 * A product in a collection: image, name, rupee price (struck base price and 'SALE' when on sale), brand,
 * and the wishlist heart for signed-in shoppers.
 */
export function CollectionProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  const image = product.featuredImage ?? product.basePhotos[0] ?? null;
  const name = product.name;
  const { price, original, onSale } = collectionProductPrice(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-stone-900 has-[a:focus-visible]:ring-offset-2 dark:border-stone-700 dark:bg-stone-900 dark:has-[a:focus-visible]:ring-stone-100 dark:has-[a:focus-visible]:ring-offset-stone-950">
      <div className="relative overflow-hidden">
        <ProductImage
          image={image}
          alt={image?.alt || name}
          priority={priority}
          sizes={IMAGE_SIZES.collectionProductCard}
          className="aspect-square w-full object-cover transition group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {isSoldOut(product) && (
          <span className="absolute top-2 left-2 rounded bg-stone-900 px-2 py-0.5 text-xs font-semibold text-white">
            Out of Stock
          </span>
        )}
        {onSale && (
          <span className="absolute top-2 right-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
            SALE
          </span>
        )}
        <WishlistHeartSlot productId={product._id} name={name} className="absolute right-2 bottom-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium sm:text-base">
          <Link
            to={paths.product.to(product.slug || product._id)}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">
            <span className="sr-only">Price: </span>
            {formatRupees(price)}
          </span>
          {original != null && (
            <s className="text-sm text-stone-600 dark:text-stone-400">
              <span className="sr-only">Original price: </span>
              {formatRupees(original)}
            </s>
          )}
        </p>
        {product.brandId && (
          <p className="text-xs text-stone-600 dark:text-stone-400">
            <span className="sr-only">Brand: </span>
            {product.brandId.name}
          </p>
        )}
      </div>
    </article>
  );
}
