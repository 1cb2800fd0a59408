import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass } from './field-classes';

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  /** a line under the field, read with it */
  hint?: ReactNode;
}

/** aria props tying a control to its hint and its message. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

/** A label, the control (given as children, with `id`), a hint and the problem under it. */
export function FieldFrame({
  id,
  label,
  error,
  optional,
  hint,
  children,
}: FieldFrameProps & { children: ReactNode }) {
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

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line field with its message under it, linked for screen readers. */
export function TextAreaField({ id, label, error, optional, hint, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, error, optional, hint }}>
      <textarea id={id} rows={3} className={inputClass} {...area} {...describedBy(id, error, hint)} />
    </FieldFrame>
  );
}

type InputFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with an optional hint and its message under it, linked for screen readers. */
export function InputField({ id, label, error, optional, hint, className = '', ...input }: InputFieldProps) {
  return (
    <FieldFrame {...{ id, label, error, optional, hint }}>
      <input
        id={id}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...input}
        {...describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, optional, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, error, optional, hint }}>
      <select id={id} className={inputClass} {...select} {...describedBy(id, error, hint)}>
        {children}
      </select>
    </FieldFrame>
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
