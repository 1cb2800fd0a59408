import type { Image, Product, Variant } from '@svarna/contracts';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { addToCart, cartItemFromProduct, toggleDrawer, useCartItems } from '../../cart';
import { useProductBySlug } from '../api/get-product';
import { ProductGallery } from '../components/product-gallery';
import { VariantPicker } from '../components/variant-picker';
import { attributeGroups, findVariant, pickValue, selectionOf } from '../lib/variant-selection';

function ProductSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading product
      </span>
      <div className="aspect-square w-full animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800" />
      <div className="space-y-4">
        <div className="h-4 w-1/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-24 w-full animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-11 w-full animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

function galleryImages(product: Product, variant: Variant | null): Image[] {
  const all = [
    ...(variant?.photos ?? []),
    product.featuredImage,
    product.featuredImg,
    ...product.basePhotos,
    ...product.addImages,
  ];
  const seen = new Set<string>();
  const images: Image[] = [];
  for (const image of all) {
    if (!image || seen.has(image.filePath)) continue;
    seen.add(image.filePath);
    images.push(image);
  }
  return images;
}

function ProductDetail({ product }: { product: Product }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cartItems = useCartItems();
  const [variantId, setVariantId] = useState<string | null>(product.variants[0]?._id ?? null);
  const variant = product.variants.find((v) => v._id === variantId) ?? null;
  const selection = selectionOf(variant);
  const groups = useMemo(() => attributeGroups(product), [product]);
  const name = product.name || product.title;
  useDocumentTitle(name);

  const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
  const outOfStock = stock <= 0;
  const priceFields = variant
    ? { salePrice: variant.salePrice, basePrice: variant.price, mrp: variant.price }
    : product;
  const features = variant && variant.features.length > 0 ? variant.features : product.features;
  const categoryTitle = product.category?.title ?? product.categories[0]?.title;
  const highlights = product.specifications
    .slice(0, 2)
    .flatMap((section) => section.specs.slice(0, 2).map((spec) => ({ ...spec, section: section.section })));

  const onPick = (attributeId: string, valueId: string) => {
    const next = pickValue(product.variants, selection, attributeId, valueId);
    if (next) setVariantId(next._id);
    else setVariantId(findVariant(product.variants, { ...selection, [attributeId]: valueId })?._id ?? null);
  };

  /** Adds one unit; refuses when it would exceed the stock we know of. */
  const add = (): boolean => {
    if (outOfStock) return false;
    const item = cartItemFromProduct(product, variant);
    const inCart = cartItems.find((line) => line._id === item._id)?.quantity ?? 0;
    if (inCart >= stock) {
      toast.error(`Only ${stock} items available in stock`);
      return false;
    }
    dispatch(addToCart(item));
    return true;
  };

  const onAddToCart = () => {
    if (!add()) return;
    toast.success(`${name} added to cart`);
    dispatch(toggleDrawer(true));
  };

  const onBuyNow = () => {
    const inCart = cartItems.some((line) => line._id === cartItemFromProduct(product, variant)._id);
    if (inCart || add()) navigate(paths.checkout.to());
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-2 lg:gap-12">
      <ProductGallery images={galleryImages(product, variant)} name={name} outOfStock={outOfStock} />
      <div className="flex flex-col gap-4">
        {categoryTitle && (
          <p className="text-sm font-medium tracking-wide text-stone-600 uppercase dark:text-stone-400">
            {categoryTitle}
          </p>
        )}
        <h1 className="text-2xl font-semibold sm:text-3xl">{name}</h1>
        {product.brandId && (
          <p className="text-stone-700 dark:text-stone-300">
            <span className="sr-only">Brand: </span>
            {product.brandId.name}
          </p>
        )}
        {variant?.description && <p className="text-stone-700 dark:text-stone-300">{variant.description}</p>}
        <PriceTag fields={priceFields} suffix size="lg" />
        <VariantPicker groups={groups} variants={product.variants} selection={selection} onPick={onPick} />
        {highlights.length > 0 && (
          <dl className="grid grid-cols-2 gap-3">
            {highlights.map((spec) => (
              <div key={spec._id} className="rounded-md bg-stone-100 p-3 dark:bg-stone-800">
                <dt className="text-xs text-stone-600 dark:text-stone-400">{spec.key}</dt>
                <dd className="font-medium">{spec.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          24 hour or less dispatch time
        </p>
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
        {(product.longDescription || product.description) && (
          <section aria-labelledby="product-description" className="space-y-2">
            <h2 id="product-description" className="text-lg font-semibold">
              Description
            </h2>
            <p className="whitespace-pre-line text-stone-800 dark:text-stone-200">
              {product.longDescription || product.description}
            </p>
          </section>
        )}
        {features.length > 0 && (
          <section aria-labelledby="product-features" className="space-y-2">
            <h2 id="product-features" className="text-lg font-semibold">
              Key Features
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-stone-800 dark:text-stone-200">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        {product.specifications.length > 0 && (
          <section aria-labelledby="product-specifications" className="space-y-2">
            <h2 id="product-specifications" className="text-lg font-semibold">
              Product Specifications
            </h2>
            {product.specifications.map((section) => (
              <details
                key={section.section}
                className="rounded-md border border-stone-200 dark:border-stone-700"
              >
                <summary className="cursor-pointer px-4 py-3 font-medium">{section.section}</summary>
                <dl className="divide-y divide-stone-200 px-4 pb-3 dark:divide-stone-700">
                  {section.specs.map((spec) => (
                    <div key={spec._id} className="flex justify-between gap-4 py-2 text-sm">
                      <dt className="text-stone-600 dark:text-stone-400">{spec.key}</dt>
                      <dd className="text-right">{spec.value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
          </section>
        )}
      </div>
    </div>
  );
}

export function ProductPage() {
  const { slug } = useParams();
  const { data, error, isPending } = useProductBySlug(slug);

  if (isPending) return <ProductSkeleton />;
  if (error || !data) {
    const notFound = !error || (isApiError(error) && error.status === 404);
    if (error && !notFound) console.error('Failed to load product', error);
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {notFound ? 'Product not found' : (serverMessage(error) ?? 'Failed to load product')}
        </h1>
      </div>
    );
  }
  // key: a different product starts over with its own first variant
  return <ProductDetail key={data._id} product={data} />;
}

export default ProductPage;
