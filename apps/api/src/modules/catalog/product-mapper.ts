import {
  type Image,
  type Product,
  type ProductSummary,
  type Rendition,
  type SpecificationSection,
  type StockStatus,
  sellingPrice,
  toRupees,
  type Variant,
} from '@svarna/contracts';
import type { MediaRendition } from '../../db/schema';
import { withFields } from '../../lib/with-fields';
import type { CatalogRepository, MediaRow, ProductRow } from './catalog-repository';

type SummaryRelations = Awaited<ReturnType<CatalogRepository['loadSummaryRelations']>>;
type DetailRelations = Awaited<ReturnType<CatalogRepository['loadProductDetail']>>;

/** Paise to rupees (the contracts' rule), under the name the catalogue's mappers and their neighbours use. */
export const rupees = toRupees;

export function toImage(m: MediaRow): Image {
  return {
    _id: String(m.id),
    filePath: m.filePath,
    url: m.filePath,
    width: m.width,
    height: m.height,
    alt: m.alt,
    // an uploaded photo's resized copies; the seeded drawings have none and the field is left out
    ...(m.renditions.length > 0 ? { renditions: m.renditions.map(toRendition) } : {}),
  };
}

function toRendition({ filePath, format, width, height }: MediaRendition): Rendition {
  return { url: filePath, format, width, height };
}

export function stockStatusOf(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

/** Whole-percent saving of the selling price against the base price. */
export function discountPercent(basePaise: number, salePaise: number | null): number {
  return Math.round(((basePaise - sellingPrice(salePaise, basePaise)) / basePaise) * 100);
}

/** A variant's own specifications, grouped by section as the product's are; ids are the variant's and a position. */
function variantSpecifications(
  variantId: number,
  specs: readonly { section: string; key: string; value: string }[],
): SpecificationSection[] {
  const sections = new Map<string, SpecificationSection>();
  specs.forEach((spec, position) => {
    const section = sections.get(spec.section) ?? { section: spec.section, specs: [] };
    section.specs.push({ _id: `v${variantId}-${position}`, key: spec.key, value: spec.value });
    sections.set(spec.section, section);
  });
  return [...sections.values()];
}

export function toProductSummary(row: ProductRow, rel: SummaryRelations): ProductSummary {
  const cats = rel.categoriesByProduct.get(row.id) ?? [];
  const categoryRefs = cats.map((c: { id: number; name: string; slug: string }) => ({
    _id: String(c.id),
    title: c.name,
    slug: c.slug,
  }));
  const primary = cats.find((c: { id: number }) => c.id === row.categoryId) ?? cats[0];
  const brand = row.brandId === null ? undefined : rel.brands.get(row.brandId);
  const featuredRow = row.featuredImageId === null ? undefined : rel.media.get(row.featuredImageId);
  const featured = featuredRow ? toImage(featuredRow) : null;
  const photos = (rel.photos.get(row.id) ?? []).map(toImage);
  return {
    _id: String(row.id),
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    basePrice: rupees(row.basePricePaise),
    salePrice: row.salePricePaise === null ? null : rupees(row.salePricePaise),
    discount: discountPercent(row.basePricePaise, row.salePricePaise),
    stock: row.stock,
    stockStatus: stockStatusOf(row.stock, row.lowStockThreshold),
    rating: Math.round(row.rating * 10) / 10,
    soldCount: row.soldCount,
    featuredImage: featured,
    basePhotos: photos,
    category: primary ? { _id: String(primary.id), title: primary.name, slug: primary.slug } : null,
    categories: categoryRefs,
    brandId: brand ? { _id: String(brand.id), name: brand.name, slug: brand.slug } : null,
    collections: (rel.collectionsByProduct.get(row.id) ?? []).map(
      (c: { id: number; slug: string; title: string }) => ({
        _id: String(c.id),
        slug: c.slug,
        title: c.title,
      }),
    ),
    hasVariants: (rel.variantCounts.get(row.id) ?? 0) > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProduct(
  row: ProductRow,
  summary: ProductSummary,
  detail: DetailRelations,
  companions: ProductSummary[],
): Product {
  const valuesByVariant = new Map<number, DetailRelations['values']>();
  const attributeMap = new Map<number, { name: string; values: Map<number, string> }>();
  for (const v of detail.values) {
    const list = valuesByVariant.get(v.variantId) ?? [];
    list.push(v);
    valuesByVariant.set(v.variantId, list);
    const attr = attributeMap.get(v.attributeId) ?? { name: v.attributeName, values: new Map() };
    attr.values.set(v.valueId, v.value);
    attributeMap.set(v.attributeId, attr);
  }
  const variants: Variant[] = detail.variants.map((variant) => ({
    _id: String(variant.id),
    sku: variant.sku,
    inventory: variant.inventory,
    price: rupees(variant.pricePaise),
    salePrice: variant.salePricePaise === null ? null : rupees(variant.salePricePaise),
    description: variant.description,
    features: variant.features,
    specifications: variantSpecifications(variant.id, variant.specifications),
    photos: (detail.variantPhotos.get(variant.id) ?? []).map(toImage),
    attributes: (valuesByVariant.get(variant.id) ?? []).map((v) => ({
      attribute_id: { _id: String(v.attributeId), name: v.attributeName },
      attribute_value_id: { _id: String(v.valueId), value: v.value },
    })),
  }));
  return withFields(summary, {
    description: row.description,
    longDescription: row.longDescription,
    addImages: summary.basePhotos,
    subcategory: detail.subcategory
      ? { _id: String(detail.subcategory.id), title: detail.subcategory.name, slug: detail.subcategory.slug }
      : null,
    variants,
    attributes: [...attributeMap.entries()].map(([id, attr]) => ({
      attributeId: { _id: String(id), name: attr.name },
      attributeValues: [...attr.values.entries()].map(([valueId, value]) => ({
        _id: String(valueId),
        value,
      })),
    })),
    specifications: detail.sections.map((section) => ({
      section: section.title,
      specs: (detail.specs.get(section.id) ?? []).map((s) => ({
        _id: String(s.id),
        key: s.key,
        value: s.value,
      })),
    })),
    features: row.features,
    fbtIds: companions,
    status: row.status,
  });
}
