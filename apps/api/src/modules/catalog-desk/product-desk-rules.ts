import {
  type AdminProductValues,
  paiseFromRupees,
  SLUG_PATTERN,
  saleWithinMrp,
  slugFromName,
} from '@svarna/contracts';
import { badRequest } from '../../lib/errors';
import { gstBasisPoints } from './product-desk-mapper';

export interface PreparedVariant {
  /** the existing variant's id, or null for a new one */
  id: number | null;
  sku: string;
  options: { name: string; value: string }[];
  pricePaise: number;
  salePricePaise: number | null;
  inventory: number;
  photos: { id: number; alt: string }[];
}

/** A product's values checked on their own (no database) and turned into what is stored: paise, ids. */
export interface PreparedProduct {
  slug: string;
  basePricePaise: number;
  salePricePaise: number | null;
  gstRateBasisPoints: number;
  variants: PreparedVariant[];
  photos: { id: number; alt: string }[];
}

const paise = (rupees: number, field: string) => {
  const value = paiseFromRupees(rupees);
  if (value === null) throw badRequest(field, `${field} may have at most two decimals (paise)`);
  return value;
};

/** The index of the first repeat in a list (by key), or -1. */
function firstRepeat<T>(items: readonly T[], key: (item: T) => string): number {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const k = key(item);
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}

const folded = (text: string) => text.trim().toLowerCase();

function prepareVariants(values: AdminProductValues): PreparedVariant[] {
  const variants = values.variants;
  const skuRepeat = firstRepeat(variants, (v) => folded(v.sku));
  if (skuRepeat >= 0)
    throw badRequest(
      `variants[${skuRepeat}].sku`,
      `SKU ${variants[skuRepeat]!.sku} is used by another variant`,
    );
  const idRepeat = firstRepeat(
    variants.filter((v) => v._id !== undefined),
    (v) => v._id!,
  );
  if (idRepeat >= 0) {
    const index = variants.indexOf(variants.filter((v) => v._id !== undefined)[idRepeat]!);
    throw badRequest(`variants[${index}]._id`, 'This variant is listed twice');
  }
  const names = (v: (typeof variants)[number]) =>
    v.options
      .map((o) => folded(o.name))
      .sort()
      .join('\u0000');
  const first = variants[0];
  variants.forEach((variant, i) => {
    const nameRepeat = firstRepeat(variant.options, (o) => folded(o.name));
    if (nameRepeat >= 0)
      throw badRequest(
        `variants[${i}].options`,
        `Option ${variant.options[nameRepeat]!.name} is given twice for this variant`,
      );
    if (first && names(variant) !== names(first))
      throw badRequest(
        `variants[${i}].options`,
        `Every variant needs the same options: ${first.options.map((o) => o.name).join(', ')}`,
      );
  });
  const combination = (v: (typeof variants)[number]) =>
    v.options
      .map((o) => `${folded(o.name)}=${folded(o.value)}`)
      .sort()
      .join('\u0000');
  const clash = firstRepeat(variants, combination);
  if (clash >= 0) {
    const other = variants.findIndex((v) => combination(v) === combination(variants[clash]!));
    const label = variants[clash]!.options.map((o) => `${o.name} ${o.value}`).join(', ');
    throw badRequest(
      `variants[${clash}].options`,
      `Variant clash: variants ${other + 1} and ${clash + 1} are both ${label}`,
    );
  }
  return variants.map((v, i) => {
    const pricePaise = paise(v.price, `variants[${i}].price`);
    const salePricePaise = v.salePrice === null ? null : paise(v.salePrice, `variants[${i}].salePrice`);
    if (!saleWithinMrp(pricePaise, salePricePaise))
      throw badRequest(`variants[${i}].salePrice`, 'The sale price must not be more than the price (MRP)');
    const photoRepeat = firstRepeat(v.photos, (p) => p.id);
    if (photoRepeat >= 0)
      throw badRequest(`variants[${i}].photos[${photoRepeat}].id`, 'This photo is listed twice');
    return {
      id: v._id === undefined ? null : Number(v._id),
      sku: v.sku.trim(),
      options: v.options.map((o) => ({ name: o.name.trim(), value: o.value.trim() })),
      pricePaise,
      salePricePaise,
      inventory: v.inventory,
      photos: v.photos.map((p) => ({ id: Number(p.id), alt: p.alt })),
    };
  });
}

/**
 * The rules a product's values keep on their own: a slug (made from the name when none is given), a sale
 * price at most the MRP (the product's and each variant's), SKUs and photos listed once, every variant
 * with the same options and no two variants alike. Throws a 400 naming the field.
 */
export function prepareProduct(values: AdminProductValues): PreparedProduct {
  const slug = values.slug ?? slugFromName(values.name);
  if (!SLUG_PATTERN.test(slug))
    throw badRequest('slug', 'The name gives no address: type a slug of lower-case letters and digits');
  const basePricePaise = paise(values.basePrice, 'basePrice');
  const salePricePaise = values.salePrice === null ? null : paise(values.salePrice, 'salePrice');
  if (!saleWithinMrp(basePricePaise, salePricePaise))
    throw badRequest('salePrice', 'The sale price must not be more than the MRP');
  const photoRepeat = firstRepeat(values.photos, (p) => p.id);
  if (photoRepeat >= 0) throw badRequest(`photos[${photoRepeat}].id`, 'This photo is listed twice');
  const collectionRepeat = firstRepeat(values.collectionSlugs, (s) => s);
  if (collectionRepeat >= 0)
    throw badRequest(`collectionSlugs[${collectionRepeat}]`, 'This collection is listed twice');
  const companionRepeat = firstRepeat(values.companions, (s) => s);
  if (companionRepeat >= 0)
    throw badRequest(`companions[${companionRepeat}]`, 'This companion is listed twice');
  const companionSelf = values.companions.indexOf(slug);
  if (companionSelf >= 0)
    throw badRequest(`companions[${companionSelf}]`, 'A product cannot be its own companion');
  return {
    slug,
    basePricePaise,
    salePricePaise,
    gstRateBasisPoints: gstBasisPoints(values.gstRate),
    variants: prepareVariants(values),
    photos: values.photos.map((p) => ({ id: Number(p.id), alt: p.alt })),
  };
}
