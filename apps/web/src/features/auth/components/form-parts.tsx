import type { ReactNode } from 'react';

export const inputClass =
  'min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base placeholder:text-stone-500 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400';

export const primaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand px-5 font-semibold text-on-brand hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

export const textButtonClass =
  'text-sm font-medium underline underline-offset-2 hover:no-underline disabled:cursor-not-allowed disabled:no-underline disabled:opacity-60';

/** A form's problem, announced when it appears. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** A success or progress note, announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {children}
    </p>
  );
}
