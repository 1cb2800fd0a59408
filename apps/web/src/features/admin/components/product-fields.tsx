import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { get, type UseFormRegisterReturn, useFormState } from 'react-hook-form';
import type { ProductFormValues } from '../lib/product-form-values';
import { inputClass } from './field-classes';
import { describedBy, FieldFrame, type FieldFrameProps } from './form-fields';

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

type Registered = { registration: UseFormRegisterReturn; error?: string | undefined } & FieldFrameProps;

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
