import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass } from './field-classes';

interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  /** a line under the field, read with it */
  hint?: string;
}

const describedBy = (id: string, error: string | undefined, hint: string | undefined) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
};

function Frame({ id, label, error, optional, hint, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="font-normal text-stone-700 dark:text-stone-300"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line field with its message under it, linked for screen readers. */
export function TextAreaField({ id, label, error, optional, hint, ...area }: TextAreaFieldProps) {
  return (
    <Frame {...{ id, label, error, optional, hint }}>
      <textarea id={id} rows={3} className={inputClass} {...area} {...describedBy(id, error, hint)} />
    </Frame>
  );
}

type InputFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with an optional hint as well as its message (TextField without the hint). */
export function InputField({ id, label, error, optional, hint, className = '', ...input }: InputFieldProps) {
  return (
    <Frame {...{ id, label, error, optional, hint }}>
      <input id={id} className={`${inputClass} ${className}`} {...input} {...describedBy(id, error, hint)} />
    </Frame>
  );
}

type SelectFieldProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, optional, hint, children, ...select }: SelectFieldProps) {
  return (
    <Frame {...{ id, label, error, optional, hint }}>
      <select id={id} className={inputClass} {...select} {...describedBy(id, error, hint)}>
        {children}
      </select>
    </Frame>
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
          {...describedBy(id, error, undefined)}
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
