import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { get, type UseFormRegisterReturn, useFormState } from 'react-hook-form';
import type { ProductFormValues } from '../lib/product-form-values';
import { inputClass } from './field-classes';

/** The element id of a form path: 'variants.1.sku' → `${formId}-variants-1-sku`. */
export const pathId = (formId: string, path: string) => `${formId}-${path.replaceAll('.', '-')}`;

/** Reads the message of the problem at a form path ('photos.0.alt'), if any. */
export function useFieldErrors(): (path: string) => string | undefined {
  const { errors } = useFormState<ProductFormValues>();
  return (path) => {
    const error = get(errors, path) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' ? error.message : undefined;
  };
}

/** aria props tying a control to its hint and its message. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

interface FrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** A label, the control (given as children, with `id`), a hint and the problem under it. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: FrameProps & { children: ReactNode }) {
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

type Registered = { registration: UseFormRegisterReturn; error?: string | undefined } & FrameProps;

export function FormInput({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  ...input
}: Registered & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame {...{ id, label, error, hint, optional }}>
      <input id={id} className={inputClass} {...input} {...describedBy(id, error, hint)} {...registration} />
    </FieldFrame>
  );
}

export function FormTextArea({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  ...area
}: Registered & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FieldFrame {...{ id, label, error, hint, optional }}>
      <textarea
        id={id}
        rows={3}
        className={inputClass}
        {...area}
        {...describedBy(id, error, hint)}
        {...registration}
      />
    </FieldFrame>
  );
}

export function FormSelect({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  children,
  ...select
}: Registered & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame {...{ id, label, error, hint, optional }}>
      <select id={id} className={inputClass} {...select} {...describedBy(id, error, hint)} {...registration}>
        {children}
      </select>
    </FieldFrame>
  );
}
