import {
  type AdminProduct,
  type AdminProductInput,
  JEWELLERY_GST_RATE,
  JEWELLERY_HSN_CODE,
  type ProductStatus,
} from '@svarna/contracts';
import { optionsOfVariants } from './variant-rows';

/** A product photo as the form holds it: the media id, its alt text, and what to show for it. */
export interface PhotoValue {
  id: string;
  alt: string;
  url: string;
  /** the name of the file it was uploaded from in this visit ('' for one saved before): messages name it */
  name: string;
}

/** An option of the variants ('Size') and its values ('6', '7', …) in order. */
export interface OptionValues {
  name: string;
  values: string[];
}

export interface VariantRow {
  _id?: string | undefined;
  sku: string;
  options: { name: string; value: string }[];
  price: string;
  salePrice: string;
  inventory: string;
  /** chosen from the product's photos */
  photoIds: string[];
}

/**
 * The form's values: the contract's fields, with numbers as the text typed (so a half-typed price is kept
 * as it is, in the form and in the draft) and lists as objects (react-hook-form's field arrays need them).
 */
export interface ProductFormValues {
  name: string;
  slug: string;
  /** the slug is made from the name until the owner edits it */
  slugFollowsName: boolean;
  shortDescription: string;
  description: string;
  features: { text: string }[];
  categorySlug: string;
  subcategorySlug: string;
  collectionSlugs: string[];
  basePrice: string;
  salePrice: string;
  hsnCode: string;
  gstRate: string;
  lowStockThreshold: string;
  hasVariants: boolean;
  stock: string;
  options: OptionValues[];
  variants: VariantRow[];
  photos: PhotoValue[];
  /** photos the variants show that are not among the product's (a plating photographed on its own) */
  variantOnlyPhotos: PhotoValue[];
  specifications: { title: string; specs: { key: string; value: string }[] }[];
  companions: { slug: string; name: string }[];
  status: ProductStatus;
}

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    slug: '',
    slugFollowsName: true,
    shortDescription: '',
    description: '',
    features: [],
    categorySlug: '',
    subcategorySlug: '',
    collectionSlugs: [],
    basePrice: '',
    salePrice: '',
    hsnCode: JEWELLERY_HSN_CODE,
    gstRate: String(JEWELLERY_GST_RATE),
    lowStockThreshold: '5',
    hasVariants: false,
    stock: '0',
    options: [],
    variants: [],
    photos: [],
    variantOnlyPhotos: [],
    specifications: [],
    companions: [],
    status: 'hidden',
  };
}

const photoValue = (image: AdminProduct['photos'][number]): PhotoValue => ({
  id: image._id,
  alt: image.alt,
  url: image.url || image.filePath,
  name: '',
});

function variantOnlyPhotos(product: AdminProduct): PhotoValue[] {
  const seen = new Set(product.photos.map((photo) => photo._id));
  return product.variants.flatMap((variant) =>
    variant.photos.flatMap((photo) => {
      if (seen.has(photo._id)) return [];
      seen.add(photo._id);
      return [photoValue(photo)];
    }),
  );
}

/** What the form opens with for a saved product; its slug no longer follows the name (a live link). */
export function productValues(product: AdminProduct): ProductFormValues {
  const rupees = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: product.name,
    slug: product.slug,
    slugFollowsName: false,
    shortDescription: product.shortDescription,
    description: product.description,
    features: product.features.map((text) => ({ text })),
    categorySlug: product.categorySlug ?? '',
    subcategorySlug: product.subcategorySlug ?? '',
    collectionSlugs: product.collectionSlugs,
    basePrice: rupees(product.basePrice),
    salePrice: rupees(product.salePrice),
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    lowStockThreshold: String(product.lowStockThreshold),
    hasVariants: product.variants.length > 0,
    stock: String(product.stock),
    options: optionsOfVariants(product.variants),
    variants: product.variants.map((variant) => ({
      _id: variant._id,
      sku: variant.sku,
      options: variant.options,
      price: rupees(variant.price),
      salePrice: rupees(variant.salePrice),
      inventory: String(variant.inventory),
      photoIds: variant.photos.map((photo) => photo._id),
    })),
    photos: product.photos.map(photoValue),
    variantOnlyPhotos: variantOnlyPhotos(product),
    specifications: product.specifications,
    companions: product.companions.map((slug) => ({ slug, name: slug })),
    status: product.status,
  };
}

/** A typed number: '' is none, '1,23,456' is read with its grouping, anything else stays NaN for the check. */
export function numberOf(text: string): number | undefined {
  const plain = text.replace(/[\s,₹]/g, '');
  return plain === '' ? undefined : Number(plain);
}

/** The contract's input from the form's values: what is sent, and what the contract's schema checks. */
export function productInput(values: ProductFormValues): AdminProductInput {
  const slug = values.slug.trim();
  const photosById = new Map(
    [...values.photos, ...(values.variantOnlyPhotos ?? [])].map((photo) => [photo.id, photo]),
  );
  return {
    name: values.name,
    ...(slug ? { slug } : {}),
    shortDescription: values.shortDescription,
    description: values.description,
    features: values.features.map((feature) => feature.text),
    categorySlug: values.categorySlug,
    subcategorySlug: values.subcategorySlug || null,
    collectionSlugs: values.collectionSlugs,
    basePrice: numberOf(values.basePrice) as number,
    salePrice: numberOf(values.salePrice) ?? null,
    hsnCode: values.hsnCode,
    gstRate: numberOf(values.gstRate) as number,
    lowStockThreshold: numberOf(values.lowStockThreshold) as number,
    ...(values.hasVariants ? {} : { stock: numberOf(values.stock) as number }),
    variants: values.hasVariants
      ? values.variants.map((row) => ({
          ...(row._id ? { _id: row._id } : {}),
          sku: row.sku,
          options: row.options,
          price: numberOf(row.price) as number,
          salePrice: numberOf(row.salePrice) ?? null,
          inventory: numberOf(row.inventory) as number,
          photos: row.photoIds.flatMap((id) => {
            const photo = photosById.get(id);
            return photo ? [{ id, alt: photo.alt }] : [];
          }),
        }))
      : [],
    photos: values.photos.map(({ id, alt }) => ({ id, alt })),
    specifications: values.specifications,
    companions: values.companions.map((companion) => companion.slug),
    status: values.status,
  };
}
