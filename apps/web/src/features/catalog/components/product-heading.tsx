import type { Product, Variant } from '@svarna/contracts';
import { WishlistHeartSlot } from '../../wishlist';

/** The product's category, its name with the wishlist heart, its brand and what the chosen variant is. */
export function ProductHeading({
  product,
  name,
  variant,
}: {
  product: Product;
  name: string;
  variant: Variant | null;
}) {
  const categoryTitle = product.category?.title ?? product.categories[0]?.title;
  return (
    <>
      {categoryTitle && (
        <p className="text-sm font-medium tracking-wide text-stone-700 uppercase dark:text-stone-300">
          {categoryTitle}
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">{name}</h1>
        <WishlistHeartSlot
          productId={product._id}
          name={name}
          className="shrink-0 border border-stone-300 dark:border-stone-600"
        />
      </div>
      {product.brandId && (
        <p className="text-stone-700 dark:text-stone-300">
          <span className="sr-only">Brand: </span>
          {product.brandId.name}
        </p>
      )}
      {variant?.description && (
        <p data-testid="variant-description" className="text-stone-700 dark:text-stone-300">
          {variant.description}
        </p>
      )}
    </>
  );
}
