import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/**
 * A text control of the store (input, select, textarea) in both themes: 44 px high, 16 px text (no zoom on
 * phones), a red border while aria-invalid.
 */
export const inputClass =
  'min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base placeholder:text-stone-500 aria-invalid:border-red-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#2563eb] dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400 dark:aria-invalid:border-red-400 dark:focus-visible:outline-[#93c5fd]';

export interface FieldProps {
  /** the control's id; its hint and message get `${id}-hint` and `${id}-error` */
  id: string;
  label: ReactNode;
  /** a line under the control, read with it */
  hint?: ReactNode;
  /** the problem, shown under the control and read with it */
  error?: string | null | undefined;
  /** says '(optional)' after the label */
  optional?: boolean;
}

/** aria props tying a control to its hint and its message, and marking it invalid while there is one. */
export function fieldAria(id: string, error: string | null | undefined, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

/** A label, the control (given as children, with `id` and fieldAria), a hint and the problem under it. */
export function Field({ id, label, hint, error, optional, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="font-normal text-stone-700 dark:text-stone-300"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export interface InputProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its problem under it, tied together for screen readers. */
export function Input({ id, label, hint, error, optional, className, ...input }: InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...input}
        {...fieldAria(id, error, hint)}
      />
    </Field>
  );
}
