import { type AddressLabel, INDIAN_STATES } from '@svarna/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type FieldProblem, FormField, inputClass, problemAria } from './form-field';

/** Keeps digits only, at most `max`, before the form sees the value. */
export const digitsOnly = (registration: UseFormRegisterReturn, max: number): UseFormRegisterReturn => ({
  ...registration,
  onChange: (event: { target: HTMLInputElement }) => {
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, max);
    return registration.onChange(event);
  },
});

/** Home / Office (/ Other) as one radio group. */
export function LabelChoice({
  labels,
  registration,
}: {
  labels: readonly AddressLabel[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Address type</legend>
      <div className="flex flex-wrap gap-4">
        {labels.map((label) => (
          <label key={label} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={label} {...registration} className="size-4 accent-brand" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The state: chosen from the 36, or read-only once the pincode lookup has filled it. */
export function StateField(props: {
  id: string;
  registration: UseFormRegisterReturn;
  problem: FieldProblem | null;
  readOnly: boolean;
}) {
  const { id, registration, problem, readOnly } = props;
  return (
    <FormField id={id} label="State" problem={problem}>
      {readOnly ? (
        <input id={id} readOnly className={inputClass} {...problemAria(problem)} {...registration} />
      ) : (
        <select
          id={id}
          autoComplete="address-level1"
          className={inputClass}
          {...problemAria(problem)}
          {...registration}
        >
          <option value="">Select state</option>
          {INDIAN_STATES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A 10-digit mobile number after a fixed +91. */
export function PhoneField(props: {
  id: string;
  registration: UseFormRegisterReturn;
  problem: FieldProblem | null;
}) {
  const { id, registration, problem } = props;
  return (
    <FormField id={id} label="Phone" problem={problem}>
      <div className="flex items-stretch">
        <span
          aria-hidden="true"
          className="inline-flex items-center rounded-l-md border border-r-0 border-stone-400 bg-stone-100 px-3 dark:border-stone-500 dark:bg-stone-800"
        >
          +91
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          className={`${inputClass} rounded-l-none`}
          {...problemAria(problem)}
          {...digitsOnly(registration, 10)}
        />
      </div>
    </FormField>
  );
}
