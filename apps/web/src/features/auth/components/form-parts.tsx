import type { ReactNode } from 'react';

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
