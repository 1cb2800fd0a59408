import type { ReactNode } from 'react';

/** Page heading with the category's description and how many products it holds (the list's heading). */
export function ListingHeader({
  title,
  description,
  total,
  children,
}: {
  title: string;
  description?: string;
  total: number;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 space-y-2">
      {children}
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      {description && <p className="max-w-3xl text-stone-700 dark:text-stone-300">{description}</p>}
      {/* a heading, so the product cards' h3 titles sit under an h2 as on the shop page */}
      <h2 className="text-sm font-normal text-stone-600 dark:text-stone-400">
        {total} {total === 1 ? 'product' : 'products'}
      </h2>
    </div>
  );
}
