import { readJson, removeKey, writeJson } from '../../../lib/storage';
import type { ProductFormValues } from './product-form-values';

/** An unsaved product form: what was typed, when, and the version of the product it was opened at. */
export interface ProductDraft {
  savedAt: number;
  /** null for a new product */
  version: number | null;
  values: ProductFormValues;
}

/** localStorage key of one product's draft: 'deskDraft:product:12', 'deskDraft:product:new'. */
export const productDraftKey = (productId: string | undefined) => `deskDraft:product:${productId ?? 'new'}`;

export function readProductDraft(productId: string | undefined): ProductDraft | null {
  const draft = readJson<ProductDraft>(productDraftKey(productId));
  return draft && typeof draft === 'object' && draft.values && typeof draft.savedAt === 'number'
    ? draft
    : null;
}

export const writeProductDraft = (productId: string | undefined, draft: ProductDraft) =>
  writeJson(productDraftKey(productId), draft);

export const clearProductDraft = (productId: string | undefined) => removeKey(productDraftKey(productId));
