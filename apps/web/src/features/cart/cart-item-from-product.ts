import type { Product, ProductSummary, Variant } from '@svarna/contracts';
import type { NewCartItem } from './cart-slice';

/** Builds a cart line from a product and the chosen variant (if the product has variants). */
export function cartItemFromProduct(
  product: Product | ProductSummary,
  variant?: Variant | null,
): NewCartItem {
  const image =
    variant?.photos[0] ?? product.featuredImage ?? product.featuredImg ?? product.basePhotos[0] ?? null;
  const featuredImage = image
    ? { filePath: image.filePath, url: image.url, width: image.width, height: image.height, alt: image.alt }
    : null;
  if (variant) {
    const sp = variant.salePrice ?? variant.price;
    return {
      _id: `${product._id}-${variant._id}`,
      productId: product._id,
      name: product.name || product.title,
      slug: product.slug,
      sp,
      salePrice: variant.salePrice,
      basePrice: variant.price,
      mrp: variant.price,
      featuredImage,
      variant: variant._id,
      variantAttributes: variant.attributes.map((a) => ({
        name: a.attribute_id.name,
        value: a.attribute_value_id.value,
      })),
      stock: variant.inventory,
    };
  }
  return {
    _id: product._id,
    productId: product._id,
    name: product.name || product.title,
    slug: product.slug,
    sp: product.sp,
    salePrice: product.salePrice,
    basePrice: product.basePrice,
    mrp: product.mrp,
    featuredImage,
    variant: 'default',
    variantAttributes: [],
    stock: product.stock,
  };
}

/** The variant bought wherever there is no picker: the shared rule in lib/default-variant. */
export { defaultVariant } from '../../lib/default-variant';
