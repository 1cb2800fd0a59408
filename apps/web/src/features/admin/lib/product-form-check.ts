import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminProductInputSchema,
  type AdminProductValues,
  paiseFromRupees,
  SALE_ABOVE_MRP_MESSAGE,
  saleWithinMrp,
} from '@svarna/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type ProductFormValues, productInput } from './product-form-values';

const saleAboveMrp = (mrp: unknown, sale: unknown) =>
  typeof mrp === 'number' &&
  typeof sale === 'number' &&
  !saleWithinMrp(paiseFromRupees(mrp) ?? 0, paiseFromRupees(sale));

/**
 * The contract's schema with the sale-price rule the server applies, checked even when other fields are
 * wrong, so one refused save names every problem.
 */
export const productInputCheck = AdminProductInputSchema.superRefine(
  (input, ctx) => {
    if (saleAboveMrp(input.basePrice, input.salePrice))
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: SALE_ABOVE_MRP_MESSAGE });
    (input.variants ?? []).forEach((variant, i) => {
      if (saleAboveMrp(variant?.price, variant?.salePrice))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'salePrice'], message: SALE_ABOVE_MRP_MESSAGE });
    });
  },
  { when: () => true },
);

const productFormSchema = z.custom<ProductFormValues>().transform(productInput).pipe(productInputCheck);

/** How the contract's messages name a field ('basePrice must be …'), and what the owner reads instead. */
const LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Slug',
  shortDescription: 'Short description',
  description: 'Description',
  categorySlug: 'Category',
  subcategorySlug: 'Subcategory',
  collectionSlugs: 'Collection',
  basePrice: 'MRP',
  salePrice: 'Sale price',
  hsnCode: 'HSN code',
  gstRate: 'GST rate',
  lowStockThreshold: 'Low-stock alert',
  stock: 'Stock',
  sku: 'SKU',
  price: 'Price',
  inventory: 'Stock',
  alt: 'Alt text',
  companions: 'Companion',
  status: 'Status',
};

/** 'basePrice must be more than 0' → 'MRP must be more than 0'; 'alt text is required' → 'Alt text is required'. */
export function ownerMessage(message: string): string {
  const [first = ''] = message.split(/[\s:]/, 1);
  const label = LABELS[first];
  // 'alt text is required' already says it in full; 'sku is taken' and 'alt is too long' do not
  const saysLabel =
    label !== undefined &&
    label.length > first.length &&
    message.toLowerCase().startsWith(label.toLowerCase());
  const named = label && !saysLabel ? label + message.slice(first.length) : message;
  return named.charAt(0).toUpperCase() + named.slice(1);
}

function relabel(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string') record.message = ownerMessage(record.message);
  for (const [key, child] of Object.entries(record)) if (key !== 'ref') relabel(child);
}

/** react-hook-form's resolver: the contract's schema over the form's values, in the owner's words. */
export const productResolver: Resolver<ProductFormValues, unknown, AdminProductValues> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(productFormSchema)(values, context, options);
  relabel(result.errors as FieldErrors);
  return result;
};

/** The server names fields as 'variants[1].sku'; the form's paths are 'variants.1.sku'. */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');
