/**
 * Variant selection on the product page.
 *
 * THE RULE (linked options, evaluated in the order of attributeGroups()):
 * - A value of the FIRST attribute can be chosen when any variant has it.
 * - A value of a LATER attribute can be chosen when some variant has it together with the currently
 *   selected values of every attribute BEFORE it.
 * - Every other option is a combination without a variant and is disabled.
 *
 * Picking a value keeps it and moves the other attributes to the nearest valid combination (pickValue),
 * then that variant is selected. Why not "disable anything that does not match ALL other current
 * values"? Because then a variant such as (size 12, rose gold) could never be reached from
 * (size 6, yellow gold) when size 12 exists only in rose gold: both of its values would be disabled.
 * Under this rule every variant is reachable by choosing its values from the first attribute to the
 * last, and each option that is enabled leads to a real variant.
 */
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

const valueOn = (variant: Variant, attributeId: string): string | undefined =>
  variant.attributes.find((a) => a.attribute_id._id === attributeId)?.attribute_value_id._id;

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
 * Whether an option can be chosen (see THE RULE above): some variant has this value and the current
 * values of all attributes listed before this one.
 */
export function isOptionSelectable(
  variants: Variant[],
  groups: AttributeGroup[],
  selection: Selection,
  attributeId: string,
  valueId: string,
): boolean {
  const position = groups.findIndex((g) => g.id === attributeId);
  if (position < 0) return false;
  const earlier = groups.slice(0, position).map((g) => g.id);
  return variants.some(
    (v) =>
      valueOn(v, attributeId) === valueId &&
      earlier.every((id) => selection[id] === undefined || valueOn(v, id) === selection[id]),
  );
}

/**
 * Picking a value keeps it and moves the other attributes to the nearest valid combination: among the
 * variants with that value, the one that keeps the most current values, where keeping an earlier
 * attribute outweighs keeping any number of later ones; on a tie an in-stock variant wins, then the
 * first in the product's order. Null when no variant has the value.
 */
export function pickValue(
  variants: Variant[],
  current: Selection,
  attributeId: string,
  valueId: string,
  groups?: AttributeGroup[],
): Variant | null {
  const order = groups?.map((g) => g.id) ?? [
    ...new Set(variants.flatMap((v) => v.attributes.map((a) => a.attribute_id._id))),
  ];
  const weight = (id: string) => {
    const index = order.indexOf(id);
    return index < 0 ? 1 : 2 ** (order.length - index);
  };
  let best: Variant | null = null;
  let bestScore = -1;
  for (const v of variants) {
    if (valueOn(v, attributeId) !== valueId) continue;
    let score = 0;
    for (const a of v.attributes) {
      if (a.attribute_id._id !== attributeId && current[a.attribute_id._id] === a.attribute_value_id._id) {
        score += weight(a.attribute_id._id) * 2;
      }
    }
    if (v.inventory > 0) score += 1;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
