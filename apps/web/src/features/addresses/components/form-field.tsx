import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass as sharedInputClass } from '../../../components/ui/input';

/** The store's input, greyed while read-only (the country, a pincode's city and state). */
export const inputClass = `${sharedInputClass} read-only:bg-stone-100 read-only:text-stone-700 dark:read-only:bg-stone-800 dark:read-only:text-stone-300`;

/** A field's problem: its own message (shown under it), or only a pointer to the form's message. */
export interface FieldProblem {
  message?: string | undefined;
  /** the element that explains the problem */
  describedBy: string;
}

/** aria props marking a control invalid and linking it to what explains why. */
export const problemAria = (problem: FieldProblem | null) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': problem.describedBy } : {};

interface FormFieldProps {
  id: string;
  label: string;
  problem?: FieldProblem | null;
  /** a note under the field (a check in progress) */
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}

/** A label, the control (given as children, with `id`) and its message. */
export function FormField({ id, label, problem, hint, optional = false, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="font-normal text-stone-600 dark:text-stone-400"> (optional)</span>}
      </label>
      {children}
      {problem?.message ? (
        <p id={problem.describedBy} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem.message}
        </p>
      ) : (
        hint
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  problem: FieldProblem | null;
  optional?: boolean;
  hint?: ReactNode;
}

/** A labelled text input registered with the form. */
export function TextField({ id, label, registration, problem, optional, hint, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} problem={problem} optional={optional} hint={hint}>
      <input id={id} className={inputClass} {...input} {...problemAria(problem)} {...registration} />
    </FormField>
  );
}
