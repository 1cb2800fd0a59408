import type { Product } from '@svarna/contracts';
import { useMemo, useState } from 'react';
import { defaultVariant } from '../../../lib/default-variant';
import { attributeGroups, findVariant, pickValue, selectionOf } from './variant-selection';

/**
 * The product page's chosen variant. The first variant that can be bought is preselected (the first one
 * when none can), the same default variant every card, quick view and search result reads its stock from;
 * picking a value moves to the variant with it (rules in variant-selection.ts).
 */
export function useVariantChoice(product: Product) {
  const [variantId, setVariantId] = useState<string | null>(defaultVariant(product)?._id ?? null);
  const variant = product.variants.find((v) => v._id === variantId) ?? null;
  const selection = selectionOf(variant);
  const groups = useMemo(() => attributeGroups(product), [product]);

  const onPick = (attributeId: string, valueId: string) => {
    const next = pickValue(product.variants, selection, attributeId, valueId, groups);
    if (next) setVariantId(next._id);
    else setVariantId(findVariant(product.variants, { ...selection, [attributeId]: valueId })?._id ?? null);
  };

  const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
  const priceFields = variant ? { salePrice: variant.salePrice, basePrice: variant.price } : product;

  return { variant, selection, groups, onPick, outOfStock: stock <= 0, priceFields };
}
