import type {
  AdminProduct,
  AdminProductListItem,
  AdminProductValues,
  ProductStatus,
} from '@svarna/contracts';
import { rupees, toImage } from '../catalog/product-mapper';
import type { DeskListRow, LoadedProducts } from './product-desk-repository';

export const statusOf = (published: boolean): ProductStatus => (published ? 'published' : 'hidden');
export const gstPercent = (basisPoints: number) => basisPoints / 100;
export const gstBasisPoints = (percent: number) => Math.round(percent * 100);

export function toListItem(row: DeskListRow): AdminProductListItem {
  return {
    _id: String(row.id),
    name: row.name,
    slug: row.slug,
    status: statusOf(row.status),
    basePrice: rupees(row.basePricePaise),
    salePrice: row.salePricePaise === null ? null : rupees(row.salePricePaise),
    stock: row.stock,
    variantCount: row.variantCount,
    available: row.available,
    lowStockThreshold: row.lowStockThreshold,
    image: row.image ? toImage(row.image) : null,
    categoryName: row.categoryName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One loaded product as the desk's form reads it; `changes` are filled in by the caller that wants them. */
export function toAdminProduct(id: number, loaded: LoadedProducts): AdminProduct | null {
  const row = loaded.rows.find((r) => r.id === id);
  if (!row) return null;
  const featured = row.featuredImageId === null ? undefined : loaded.featured.get(row.featuredImageId);
  const photos = (loaded.photos.get(id) ?? []).map(toImage);
  // the featured photo leads, whether or not it is also among the product's photos
  const gallery =
    featured && !photos.some((p) => p._id === String(featured.id)) ? [toImage(featured), ...photos] : photos;
  const featuredFirst = featured
    ? [
        ...gallery.filter((p) => p._id === String(featured.id)),
        ...gallery.filter((p) => p._id !== String(featured.id)),
      ]
    : gallery;
  const slugOf = (categoryId: number | null) =>
    categoryId === null ? null : (loaded.categorySlugs.get(categoryId) ?? null);
  return {
    _id: String(row.id),
    version: row.version,
    name: row.name,
    slug: row.slug,
    shortDescription: row.shortDescription,
    description: row.description,
    features: row.features,
    categorySlug: slugOf(row.categoryId),
    subcategorySlug: slugOf(row.subcategoryId),
    collectionSlugs: (loaded.collections.get(id) ?? []).map((c) => c.slug),
    basePrice: rupees(row.basePricePaise),
    salePrice: row.salePricePaise === null ? null : rupees(row.salePricePaise),
    hsnCode: row.hsnCode,
    gstRate: gstPercent(row.gstRateBasisPoints),
    lowStockThreshold: row.lowStockThreshold,
    stock: row.stock,
    variants: (loaded.variants.get(id) ?? []).map((v) => ({
      _id: String(v.id),
      sku: v.sku,
      options: (loaded.values.get(v.id) ?? []).map(({ name, value }) => ({ name, value })),
      price: rupees(v.pricePaise),
      salePrice: v.salePricePaise === null ? null : rupees(v.salePricePaise),
      inventory: v.inventory,
      photos: (loaded.variantPhotos.get(v.id) ?? []).map(toImage),
    })),
    photos: featuredFirst,
    specifications: (loaded.sections.get(id) ?? []).map((section) => ({
      title: section.title,
      specs: (loaded.specs.get(section.id) ?? []).map(({ key, value }) => ({ key, value })),
    })),
    companions: (loaded.companions.get(id) ?? []).map((c) => c.slug),
    status: statusOf(row.status),
    everOrdered: loaded.everOrdered.has(id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    changes: [],
  };
}

/**
 * A product as the desk writes it: what the change log keeps before and after a save, and what an import
 * compares a row with. Saving these values again changes nothing.
 */
export function valuesOf(product: AdminProduct): AdminProductValues {
  const photoRef = (photo: { _id: string; alt: string }) => ({ id: photo._id, alt: photo.alt });
  return {
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription,
    description: product.description,
    features: product.features,
    categorySlug: product.categorySlug ?? '',
    subcategorySlug: product.subcategorySlug,
    collectionSlugs: product.collectionSlugs,
    basePrice: product.basePrice,
    salePrice: product.salePrice,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    lowStockThreshold: product.lowStockThreshold,
    ...(product.variants.length === 0 ? { stock: product.stock } : {}),
    variants: product.variants.map((v) => ({
      _id: v._id,
      sku: v.sku,
      options: v.options,
      price: v.price,
      salePrice: v.salePrice,
      inventory: v.inventory,
      photos: v.photos.map(photoRef),
    })),
    photos: product.photos.map(photoRef),
    specifications: product.specifications,
    companions: product.companions,
    status: product.status,
  };
}
