import { slugFromName } from '@svarna/contracts';
import type { OptionValues, VariantRow } from './product-form-values';

interface VariantLike {
  options: { name: string; value: string }[];
}

/** The options a product's variants already use, names in the first variant's order, values as met. */
export function optionsOfVariants(variants: readonly VariantLike[]): OptionValues[] {
  const options: OptionValues[] = [];
  for (const variant of variants) {
    for (const { name, value } of variant.options) {
      let option = options.find((o) => o.name === name);
      if (!option) {
        option = { name, values: [] };
        options.push(option);
      }
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/** Every combination of the options' values, in order: Size 6 Gold, Size 6 Silver, Size 7 Gold, … */
function combinations(options: readonly OptionValues[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

/** 'KUNDAN-RING-6-ROSE-GOLD': the product's slug and the values, as a SKU may be written. */
export function skuFor(slug: string, values: readonly string[]): string {
  return [slug, ...values.map(slugFromName)]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .slice(0, 64)
    .replace(/-+$/, '');
}

export interface RowDefaults {
  slug: string;
  price: string;
  salePrice: string;
}

/**
 * The variant rows the options make. A row whose values were there before keeps everything typed in it
 * (renaming an option keeps its rows); a new combination starts with a SKU from the slug and values, the
 * product's prices and no stock.
 */
export function variantRows(
  options: readonly OptionValues[],
  current: readonly VariantRow[],
  defaults: RowDefaults,
): VariantRow[] {
  const usable = options.filter((option) => option.name.trim() && option.values.length > 0);
  if (usable.length === 0) return [];
  const byValues = new Map(current.map((row) => [JSON.stringify(row.options.map((o) => o.value)), row]));
  return combinations(usable).map((values) => {
    const named = values.map((value, i) => ({ name: usable[i]!.name.trim(), value }));
    const kept = byValues.get(JSON.stringify(values));
    if (kept) return { ...kept, options: named };
    return {
      sku: skuFor(defaults.slug, values),
      options: named,
      price: defaults.price,
      salePrice: defaults.salePrice,
      inventory: '0',
      photoIds: [],
    };
  });
}

/** 'Size 6 · Colour Gold' */
export const variantLabel = (row: Pick<VariantRow, 'options'>) =>
  row.options.map((option) => `${option.name} ${option.value}`).join(' · ');
