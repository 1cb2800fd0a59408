import type { Product } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Accordion } from '../../../components/accordion';
import { PriceTag } from '../../../components/price-tag';
import { defaultVariant } from '../../../lib/default-variant';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCartActions } from '../../cart';
import { useSiteConfig } from '../../layout';
import { WishlistHeartSlot } from '../../wishlist';
import { productBySlugQuery, useProductBySlug } from '../api/get-product';
import { DeliveryCheck } from '../components/delivery-check';
import { FrequentlyBoughtTogether } from '../components/frequently-bought-together';
import { MobileBuyBar } from '../components/mobile-buy-bar';
import { ProductFaq } from '../components/product-faq';
import { ProductGallery } from '../components/product-gallery';
import { ProductSkeleton } from '../components/product-skeleton';
import { VariantPicker } from '../components/variant-picker';
import type { BundleLine } from '../lib/bundle';
import { galleryImages, variantSpecifications } from '../lib/variant-details';
import { attributeGroups, findVariant, pickValue, selectionOf } from '../lib/variant-selection';

function usePageTitle(title: string | null) {
  const { data: config } = useSiteConfig();
  const siteTitle = config?.header[0]?.siteTitle;
  useDocumentTitle(title && siteTitle ? `${title} | ${siteTitle}` : title);
}

function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  const cart = useCartActions();
  // The first variant that can be bought is preselected (the first one when none can), the same default
  // variant every card, quick view and search result reads its stock from.
  const [variantId, setVariantId] = useState<string | null>(defaultVariant(product)?._id ?? null);
  const variant = product.variants.find((v) => v._id === variantId) ?? null;
  const selection = selectionOf(variant);
  const groups = useMemo(() => attributeGroups(product), [product]);
  const images = useMemo(() => galleryImages(product, variant), [product, variant]);
  const variantPhoto = variant?.photos[0]?.filePath;
  const focusIndex = Math.max(
    0,
    images.findIndex((image) => image.filePath === variantPhoto),
  );
  const name = product.name || product.title;
  usePageTitle(name);

  const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
  const outOfStock = stock <= 0;
  const priceFields = variant
    ? { salePrice: variant.salePrice, basePrice: variant.price, mrp: variant.price }
    : product;
  // The product's features, then what the selected variant adds (its size, its plating).
  const features = [...new Set([...product.features, ...(variant?.features ?? [])])];
  const categoryTitle = product.category?.title ?? product.categories[0]?.title;
  // the selected variant's specifications (its plating, say) in place of the product's
  const specifications = useMemo(() => variantSpecifications(product, variant), [product, variant]);
  const highlights = specifications
    .slice(0, 2)
    .flatMap((section) => section.specs.slice(0, 2).map((spec) => ({ ...spec, section: section.section })));

  const onPick = (attributeId: string, valueId: string) => {
    const next = pickValue(product.variants, selection, attributeId, valueId, groups);
    if (next) setVariantId(next._id);
    else setVariantId(findVariant(product.variants, { ...selection, [attributeId]: valueId })?._id ?? null);
  };

  const onAddToCart = () => {
    if (!outOfStock) void cart.add(product, variant);
  };

  const onBuyNow = async () => {
    if (!outOfStock && (await cart.buyNow(product, variant))) await navigate(paths.checkout.to());
  };

  /** Adds one of each in-stock line (a refused line says why) and goes on to checkout. */
  const onBuyAll = async (lines: BundleLine[]) => {
    for (const line of lines) await cart.add(line.product, line.variant, { openDrawer: false, quiet: true });
    await navigate(paths.checkout.to());
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={images} name={name} outOfStock={outOfStock} focusIndex={focusIndex} />
        <div className="flex min-w-0 flex-col gap-4">
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
          <div data-testid="product-price">
            <PriceTag fields={priceFields} suffix size="lg" />
          </div>
          {(product.longDescription || product.description) && (
            <p className="whitespace-pre-line text-stone-800 dark:text-stone-200">
              {product.longDescription || product.description}
            </p>
          )}
          <VariantPicker groups={groups} variants={product.variants} selection={selection} onPick={onPick} />
          {highlights.length > 0 && (
            <dl className="grid grid-cols-2 gap-3" aria-label="Highlights">
              {highlights.map((spec) => (
                <div key={spec._id} className="rounded-md bg-stone-100 p-3 dark:bg-stone-800">
                  <dt className="text-xs text-stone-700 dark:text-stone-300">{spec.key}</dt>
                  <dd className="font-medium">{spec.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {/* a piece that cannot be bought promises no dispatch */}
          {!outOfStock && (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
              <Truck aria-hidden="true" className="size-5" />
              24 hour or less dispatch time
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              data-testid="add-to-cart"
              disabled={outOfStock}
              onClick={onAddToCart}
              className="min-h-12 flex-1 rounded-md border-2 border-stone-900 px-5 py-3 font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-100 dark:hover:bg-stone-800"
            >
              {outOfStock ? 'Out of Stock' : 'Add to Cart'}
            </button>
            <button
              type="button"
              data-testid="buy-now"
              disabled={outOfStock}
              onClick={onBuyNow}
              className="min-h-12 flex-1 rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {outOfStock ? 'Out of Stock' : 'Buy Now'}
            </button>
          </div>
          <DeliveryCheck />
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-12">
        <div className="min-w-0 space-y-10">
          {features.length > 0 && (
            <section aria-labelledby="product-features" className="space-y-3">
              <h2 id="product-features" className="text-xl font-semibold">
                Key Features
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-stone-800 dark:text-stone-200">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          {specifications.length > 0 && (
            <section aria-labelledby="product-specifications" className="space-y-3">
              <h2 id="product-specifications" className="text-xl font-semibold">
                Product Specifications
              </h2>
              <Accordion
                headingLevel={3}
                defaultOpen={specifications[0] ? [specifications[0].section] : []}
                items={specifications.map((section) => ({
                  id: section.section,
                  title: section.section,
                  content: (
                    <dl className="divide-y divide-stone-200 dark:divide-stone-700">
                      {section.specs.map((spec) => (
                        <div key={spec._id} className="flex justify-between gap-4 py-2 text-sm">
                          <dt className="text-stone-700 dark:text-stone-300">{spec.key}</dt>
                          <dd className="text-right">{spec.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ),
                }))}
              />
            </section>
          )}
        </div>
        <div className="min-w-0 space-y-10">
          <FrequentlyBoughtTogether product={product} variant={variant} onBuyAll={onBuyAll} />
          <ProductFaq />
        </div>
      </div>

      <MobileBuyBar
        name={name}
        priceFields={priceFields}
        groups={groups}
        variants={product.variants}
        selection={selection}
        onPick={onPick}
        outOfStock={outOfStock}
        onBuyNow={onBuyNow}
      />
    </div>
  );
}

function ProductProblem({ title, onRetry }: { title: string; onRetry?: () => void }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-md border-2 border-stone-900 px-5 font-semibold hover:bg-stone-100 dark:border-stone-100 dark:hover:bg-stone-800"
          >
            Try Again
          </button>
        )}
        <Link
          to={paths.shop.to()}
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-on-brand hover:brightness-110"
        >
          Browse all jewellery
        </Link>
      </div>
    </div>
  );
}

export function ProductPage() {
  const { slug } = useParams();
  const { data, error, isPending, refetch } = useProductBySlug(slug);

  if (isPending) return <ProductSkeleton />;
  if (error || !data) {
    const notFound = !error || (isApiError(error) && error.status === 404);
    if (error && !notFound) console.error('Failed to load product', error);
    if (notFound) return <ProductProblem title="Product not found" />;
    return (
      <ProductProblem
        title={serverMessage(error) ?? 'Failed to load product'}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.slug !== slug) return <MovedProduct product={data} />;
  // key: a different product starts over with its own first variant
  return <ProductDetail key={data._id} product={data} />;
}

/**
 * An old address of a product the desk renamed: the API answered a 301 that the browser followed, so the
 * product came back under its new slug. The page moves there too, the product already in hand.
 */
function MovedProduct({ product }: { product: Product }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.setQueryData(productBySlugQuery(product.slug).queryKey, product);
    void navigate(paths.product.to(product.slug), { replace: true });
  }, [queryClient, navigate, product]);
  return <ProductSkeleton />;
}

export default ProductPage;
