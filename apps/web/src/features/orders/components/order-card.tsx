import type { ReactNode } from 'react';

/** A titled box on the confirmation page. */
export function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 p-4 sm:p-6 dark:border-stone-700">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
