import { type RefObject, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createDebouncer } from '../../../lib/debounce';
import { clearProductDraft, writeProductDraft } from '../lib/product-draft';
import type { ProductFormValues } from '../lib/product-form-values';

export interface DraftBase {
  /** the values as the server holds them (JSON): no draft is kept while the form equals them */
  saved: string;
  /** the version the owner opened, sent with the save */
  version: number | null;
}

/**
 * Keeps the form's values in localStorage while they differ from the saved product: written a moment
 * after each change, and at once when the page goes away, so a closed tab or a dead battery loses nothing.
 */
export function useDraftKeeper(
  productId: string | undefined,
  form: UseFormReturn<ProductFormValues, unknown, unknown>,
  base: RefObject<DraftBase>,
) {
  useEffect(() => {
    const keep = () => {
      const values = form.getValues();
      if (JSON.stringify(values) === base.current.saved) clearProductDraft(productId);
      else writeProductDraft(productId, { savedAt: Date.now(), version: base.current.version, values });
    };
    const debouncer = createDebouncer(keep, 400);
    const subscription = form.watch(() => debouncer.schedule());
    const flush = () => {
      if (!debouncer.pending()) return;
      debouncer.cancel();
      keep();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [productId, form, base]);
}
