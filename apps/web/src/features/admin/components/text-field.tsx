import type { InputHTMLAttributes } from 'react';
import { inputClass } from './field-classes';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
}

/** A labelled input with its own message under it, linked for screen readers. */
export function TextField({ id, label, error, optional = false, ...input }: TextFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="font-normal text-stone-700 dark:text-stone-300"> (optional)</span>}
      </label>
      <input
        id={id}
        className={inputClass}
        {...input}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
