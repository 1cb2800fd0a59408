import type { Product } from '@svarna/contracts';

/** Up to four highlights: the first two specifications of the first two sections. */
export function ProductHighlights({ specifications }: { specifications: Product['specifications'] }) {
  const highlights = specifications
    .slice(0, 2)
    .flatMap((section) => section.specs.slice(0, 2).map((spec) => ({ ...spec, section: section.section })));
  if (highlights.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="Highlights">
      {highlights.map((spec) => (
        <div key={spec._id} className="rounded-md bg-stone-100 p-3 dark:bg-stone-800">
          <dt className="text-xs text-stone-700 dark:text-stone-300">{spec.key}</dt>
          <dd className="font-medium">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
