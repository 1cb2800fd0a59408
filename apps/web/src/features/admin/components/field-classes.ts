export const inputClass =
  'min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base placeholder:text-stone-500 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400 dark:aria-invalid:border-red-400';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-50 dark:bg-stone-100 dark:text-stone-900 dark:hover:bg-stone-300';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-stone-400 px-5 font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-500 dark:hover:bg-stone-800';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-50';
