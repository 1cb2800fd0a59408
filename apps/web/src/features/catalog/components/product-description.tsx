import type { Product } from '@svarna/contracts';

/** The product's long description (its short one when it has no long one), line breaks kept. */
export function ProductDescription({ product }: { product: Product }) {
  const text = product.longDescription || product.description;
  if (!text) return null;
  return <p className="whitespace-pre-line text-stone-800 dark:text-stone-200">{text}</p>;
}
