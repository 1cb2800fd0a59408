import type { Product } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCartActions } from '../../cart';
import { useSiteConfig } from '../../layout';
import { productBySlugQuery, useProductBySlug } from '../api/get-product';
import { FrequentlyBoughtTogether } from '../components/frequently-bought-together';
import { MobileBuyBar } from '../components/mobile-buy-bar';
import { ProductBuyForm } from '../components/product-buy-form';
import { ProductDescription } from '../components/product-description';
import { ProductDetails } from '../components/product-details';
import { ProductFaq } from '../components/product-faq';
import { ProductGallery } from '../components/product-gallery';
import { ProductHeading } from '../components/product-heading';
import { ProductHighlights } from '../components/product-highlights';
import { ProductPrice } from '../components/product-price';
import { ProductSkeleton } from '../components/product-skeleton';
import { VariantPicker } from '../components/variant-picker';
import type { BundleLine } from '../lib/bundle';
import { useVariantChoice } from '../lib/use-variant-choice';
import { galleryImages, variantSpecifications } from '../lib/variant-details';

function usePageTitle(title: string | null) {
  const { data: config } = useSiteConfig();
  const siteTitle = config?.header[0]?.siteTitle;
  useDocumentTitle(title && siteTitle ? `${title} | ${siteTitle}` : title);
}

/**
 * The product page in named parts, as Hydrogen's product route: gallery, heading, price, description,
 * variant picker, highlights, the buy form; then details (features, specifications) beside the companions
 * (frequently bought together) and the FAQ; the phone's buy bar.
 */
function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  const cart = useCartActions();
  const { variant, selection, groups, onPick, outOfStock, priceFields } = useVariantChoice(product);
  const images = useMemo(() => galleryImages(product, variant), [product, variant]);
  const variantPhoto = variant?.photos[0]?.filePath;
  const focusIndex = Math.max(
    0,
    images.findIndex((image) => image.filePath === variantPhoto),
  );
  const name = product.name;
  usePageTitle(name);

  // The product's features, then what the selected variant adds (its size, its plating).
  const features = [...new Set([...product.features, ...(variant?.features ?? [])])];
  // the selected variant's specifications (its plating, say) in place of the product's
  const specifications = useMemo(() => variantSpecifications(product, variant), [product, variant]);

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
          <ProductHeading product={product} name={name} variant={variant} />
          <ProductPrice fields={priceFields} />
          <ProductDescription product={product} />
          <VariantPicker groups={groups} variants={product.variants} selection={selection} onPick={onPick} />
          <ProductHighlights specifications={specifications} />
          <ProductBuyForm outOfStock={outOfStock} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-12">
        <ProductDetails features={features} specifications={specifications} />
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
          <Button type="button" onClick={onRetry} variant="outline">
            Try Again
          </Button>
        )}
        <Link to={paths.shop.to()} className={buttonClass()}>
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
