import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { defaultVariant, useCartActions } from '../../cart';
import { productBySlugQuery } from '../../catalog';
import { promoImage, promoLinkPath, promoPrice } from '../lib/promo';

/** The seed's moissanite single-line set, featured when no slug is given. */
export const DEFAULT_PROMO_SLUG = 'moissanite-single-line-necklace-set';

export interface FeaturedPromoCardProps {
  slug?: string;
  title?: string;
  subtitle?: string;
  description?: string;
  buttonText?: string;
  linkText?: string;
  /** a custom path for the link; otherwise /category/{the product's category} */
  linkPath?: string;
  originalPrice?: number;
  salePrice?: number;
}

const frame =
  'mx-auto grid max-w-7xl items-center gap-6 overflow-hidden rounded-xl bg-stone-100 p-4 sm:p-6 md:grid-cols-2 md:gap-10 dark:bg-stone-900';

function PromoPlaceholder() {
  return (
    <div className={frame} aria-busy="true">
      <span role="status" className="sr-only">
        Loading product
      </span>
      <div className="aspect-square w-full animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800" />
      <div className="space-y-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-16 w-full animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-6 w-1/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-12 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

/**
 * The featured product promo: loading placeholder; 'Failed to load product' or 'Product not found' with
 * Retry; or the product with its promo price, Buy Now (one unit, then /checkout) and a category link.
 */
export function FeaturedPromoCard({
  slug = DEFAULT_PROMO_SLUG,
  title,
  subtitle,
  description,
  buttonText,
  linkText,
  linkPath,
  originalPrice,
  salePrice,
}: FeaturedPromoCardProps) {
  const headingId = useId();
  const cart = useCartActions();
  const navigate = useNavigate();
  const {
    data: product,
    error,
    isPending,
    isFetching,
    refetch,
  } = useQuery({
    ...productBySlugQuery(slug),
    enabled: Boolean(slug),
  });

  const section = (content: ReactNode) => (
    <section aria-labelledby={headingId} className="px-4 py-10" data-testid="featured-promo">
      {content}
    </section>
  );

  if (isPending && slug) return section(<PromoPlaceholder />);

  if (!product) {
    const notFound = !error || (isApiError(error) && error.status === 404);
    return section(
      <div className={`${frame} md:grid-cols-1`}>
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <h2 id={headingId} className="sr-only">
            Featured product
          </h2>
          <p role="alert" className="text-lg">
            {notFound ? 'Product not found' : 'Failed to load product'}
          </p>
          <Button type="button" disabled={isFetching} onClick={() => void refetch()} variant="primary">
            Retry
          </Button>
        </div>
      </div>,
    );
  }

  const name = title || product.name;
  const image = promoImage(product);
  const price = promoPrice(product, { originalPrice, salePrice });
  const variant = defaultVariant(product);
  const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
  const outOfStock = stock <= 0;
  const text = description ?? (product.shortDescription || product.description);

  const onBuyNow = async () => {
    if (!outOfStock && (await cart.buyNow(product, variant))) await navigate(paths.checkout.to());
  };

  return section(
    <div className={frame}>
      <ProductImage
        image={image}
        alt={image?.alt || name}
        sizes={IMAGE_SIZES.featuredCard}
        className="aspect-square w-full rounded-lg object-cover"
      />
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-widest text-stone-700 uppercase dark:text-stone-300">
          {subtitle || '18K Micro Gold Plating'}
        </p>
        <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
          {name}
        </h2>
        <p className="font-medium text-stone-800 italic dark:text-stone-200">
          Crafted to shine on every occasion.
        </p>
        {text && <p className="text-stone-800 dark:text-stone-200">{text}</p>}
        {price.shown && (
          <p className="flex flex-wrap items-baseline gap-x-3" data-testid="promo-price">
            <span className="text-2xl font-semibold">
              <span className="sr-only">Price: </span>
              {price.shown}
            </span>
            {price.struck && (
              <s className="text-stone-600 dark:text-stone-400">
                <span className="sr-only">Original price: </span>
                {price.struck}
              </s>
            )}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <Button type="button" disabled={outOfStock} onClick={onBuyNow} variant="primary" size="xl">
            {outOfStock ? 'Out of Stock' : buttonText || 'Buy Now'}
          </Button>
          <Link
            to={promoLinkPath(product, linkPath)}
            className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            {linkText || 'All Products'}
          </Link>
        </div>
      </div>
    </div>,
  );
}

export default FeaturedPromoCard;
