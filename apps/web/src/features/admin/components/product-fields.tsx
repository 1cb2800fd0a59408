import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { get, type UseFormRegisterReturn, useFormState } from 'react-hook-form';
import { Field, type FieldProps, fieldAria, inputClass } from '../../../components/ui/input';
import type { ProductFormValues } from '../lib/product-form-values';

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

type Registered = { registration: UseFormRegisterReturn; error?: string | undefined } & FieldProps;

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
    <Field {...{ id, label, error, hint, optional }}>
      <input id={id} className={inputClass} {...input} {...fieldAria(id, error, hint)} {...registration} />
    </Field>
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
    <Field {...{ id, label, error, hint, optional }}>
      <textarea
        id={id}
        rows={3}
        className={inputClass}
        {...area}
        {...fieldAria(id, error, hint)}
        {...registration}
      />
    </Field>
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
    <Field {...{ id, label, error, hint, optional }}>
      <select id={id} className={inputClass} {...select} {...fieldAria(id, error, hint)} {...registration}>
        {children}
      </select>
    </Field>
  );
}
