import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps, fieldAria, inputClass } from '../../../components/ui/input';

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line field with its message under it, linked for screen readers. */
export function TextAreaField({ id, label, error, optional, hint, ...area }: TextAreaFieldProps) {
  return (
    <Field {...{ id, label, error, optional, hint }}>
      <textarea id={id} rows={3} className={inputClass} {...area} {...fieldAria(id, error, hint)} />
    </Field>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, optional, hint, children, ...select }: SelectFieldProps) {
  return (
    <Field {...{ id, label, error, optional, hint }}>
      <select id={id} className={inputClass} {...select} {...fieldAria(id, error, hint)}>
        {children}
      </select>
    </Field>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  error?: string | undefined;
}

/** A checkbox whose whole row (44 px high) toggles it. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-stone-900 dark:accent-stone-100"
          {...input}
          {...fieldAria(id, error, undefined)}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
