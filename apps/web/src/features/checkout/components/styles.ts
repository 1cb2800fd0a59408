export const inputClass =
  'min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base placeholder:text-stone-500 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400 dark:aria-invalid:border-red-400';

export const primaryButtonClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-brand px-5 text-lg font-semibold text-on-brand hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

export const sectionClass = 'rounded-lg border border-stone-200 p-4 dark:border-stone-700';

export const sectionTitleClass = 'mb-3 text-lg font-semibold';
