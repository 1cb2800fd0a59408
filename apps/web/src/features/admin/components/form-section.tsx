import { type ReactNode, useId } from 'react';

/** One part of the product form, named by its heading (a landmark a screen reader can jump to). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-stone-700 dark:text-stone-300">{description}</p>}
      </div>
      {children}
    </section>
  );
}
