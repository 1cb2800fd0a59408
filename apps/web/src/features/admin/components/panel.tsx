import { type ReactNode, useId } from 'react';

/** A titled box on the desk's pages, named by its title for landmarks. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
