import type { Product, Variant } from '@svarna/contracts';

export interface AttributeOption {
  id: string;
  value: string;
}

export interface AttributeGroup {
  id: string;
  name: string;
  options: AttributeOption[];
}

/** attribute id -> value id */
export type Selection = Record<string, string>;

export function selectionOf(variant: Variant | null | undefined): Selection {
  const selection: Selection = {};
  for (const a of variant?.attributes ?? []) selection[a.attribute_id._id] = a.attribute_value_id._id;
  return selection;
}

/** Attribute groups to show a picker for: the product's attributes plus any value found on a variant. */
export function attributeGroups(product: Pick<Product, 'attributes' | 'variants'>): AttributeGroup[] {
  const groups = new Map<string, AttributeGroup>();
  const add = (attrId: string, name: string, valueId: string, value: string) => {
    let group = groups.get(attrId);
    if (!group) {
      group = { id: attrId, name, options: [] };
      groups.set(attrId, group);
    }
    if (!group.options.some((o) => o.id === valueId)) group.options.push({ id: valueId, value });
  };
  const usedOnVariants = new Set(
    product.variants.flatMap((v) => v.attributes.map((a) => a.attribute_id._id)),
  );
  for (const attr of product.attributes) {
    if (!usedOnVariants.has(attr.attributeId._id)) continue;
    for (const v of attr.attributeValues) add(attr.attributeId._id, attr.attributeId.name, v._id, v.value);
  }
  for (const variant of product.variants) {
    for (const a of variant.attributes) {
      add(a.attribute_id._id, a.attribute_id.name, a.attribute_value_id._id, a.attribute_value_id.value);
    }
  }
  return [...groups.values()];
}

export function findVariant(variants: Variant[], selection: Selection): Variant | null {
  return (
    variants.find((v) =>
      v.attributes.every((a) => selection[a.attribute_id._id] === a.attribute_value_id._id),
    ) ?? null
  );
}

/**
 * Picking a value keeps it and moves the other attributes to the nearest valid combination: the variant
 * with that value sharing the most other values with the current selection (first such variant on a tie).
 */
export function pickValue(
  variants: Variant[],
  current: Selection,
  attributeId: string,
  valueId: string,
): Variant | null {
  let best: Variant | null = null;
  let bestScore = -1;
  for (const v of variants) {
    const has = v.attributes.some(
      (a) => a.attribute_id._id === attributeId && a.attribute_value_id._id === valueId,
    );
    if (!has) continue;
    const score = v.attributes.filter(
      (a) => a.attribute_id._id !== attributeId && current[a.attribute_id._id] === a.attribute_value_id._id,
    ).length;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/** A value no variant offers cannot be chosen. */
export function isValueAvailable(variants: Variant[], attributeId: string, valueId: string): boolean {
  return variants.some((v) =>
    v.attributes.some((a) => a.attribute_id._id === attributeId && a.attribute_value_id._id === valueId),
  );
}
