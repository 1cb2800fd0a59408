import { zodResolver } from '@hookform/resolvers/zod';
import type { Address } from '@svarna/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http-client';
import {
  type AddressFormField,
  type AddressFormValues,
  type AddressFormVariant,
  addressFormSchema,
  formFieldOf,
  initialAddressValues,
  LABELS_BY_VARIANT,
} from '../lib/address-form-values';
import { ADDRESS_MESSAGES } from '../lib/address-messages';
import { digitsOnly, LabelChoice, PhoneField, StateField } from './address-inputs';
import { type FieldProblem, FormField, inputClass, TextField } from './form-field';
import { usePincodeCheck } from './use-pincode-check';

export interface AddressFormProps {
  /** checkout offers the labels Home and Office; the account page Home, Office and Other */
  variant: AddressFormVariant;
  /** the address being edited; none to add one */
  address?: Address | null;
  /** the shopper's phone, to start a new address with */
  defaultPhone?: string | undefined;
  /** saves; a rejected ApiError naming a field puts its message next to that field */
  onSave: (values: AddressFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** focus the first line when the form opens on request (not when it is simply the only thing to show) */
  autoFocus?: boolean;
}

/**
 * Add or edit an address. The pincode is looked up at 6 digits: a serviceable one fills city and state
 * read-only; a problem with it blocks saving. Whatever was typed stays on any error.
 */
export function AddressForm(props: AddressFormProps) {
  const { variant, address = null, defaultPhone, onSave, onCancel, autoFocus = false } = props;
  const id = useId();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialAddressValues(address, variant, defaultPhone),
  });
  const { register, setValue, setError, setFocus, watch, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const check = usePincodeCheck(watch('pincode'));
  const [blocked, setBlocked] = useState(false);
  const found = check.status === 'serviceable' ? check : null;
  const foundCity = found?.city;
  const foundState = found?.state;

  useEffect(() => {
    if (autoFocus) setFocus('line1');
  }, [autoFocus, setFocus]);

  useEffect(() => {
    if (foundCity === undefined || foundState === undefined) return;
    setValue('city', foundCity, { shouldValidate: isSubmitted });
    setValue('state', foundState, { shouldValidate: isSubmitted });
  }, [foundCity, foundState, isSubmitted, setValue]);

  const pincodeField = register('pincode', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setBlocked(false);
      if (event.target.value.length < 6) {
        setValue('city', '');
        setValue('state', '');
      }
    },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (check.status === 'checking') return;
      if (check.status === 'problem') {
        setBlocked(true);
        return;
      }
      try {
        await onSave(values);
      } catch (error) {
        const detail = isApiError(error) ? error.details?.[0] : undefined;
        const field = formFieldOf(detail?.field);
        if (field && detail)
          setError(field, { type: 'server', message: detail.message }, { shouldFocus: true });
      }
    },
    () => setBlocked(check.status === 'problem'),
  );

  const missing = (['line1', 'city', 'state'] as const).some((f) => errors[f]?.type === 'too_small');
  const formMessage =
    blocked && check.status === 'problem'
      ? ADDRESS_MESSAGES.fixPincode
      : missing
        ? ADDRESS_MESSAGES.requiredFields
        : null;
  const formMessageId = `${id}-form-error`;
  /** a missing required field points at the one form message; any other message sits under its field */
  const problem = (field: AddressFormField, message = errors[field]?.message): FieldProblem | null => {
    if (errors[field]?.type === 'too_small' && missing) return { describedBy: formMessageId };
    return message ? { message, describedBy: `${id}-${field}-error` } : null;
  };
  const pincodeProblem = problem(
    'pincode',
    errors.pincode?.message ?? (check.status === 'problem' ? check.message : undefined),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <LabelChoice labels={LABELS_BY_VARIANT[variant]} registration={register('label')} />
      <TextField
        id={`${id}-line1`}
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={200}
        registration={register('line1')}
        problem={problem('line1')}
      />
      <TextField
        id={`${id}-line2`}
        label="Address line 2"
        optional
        autoComplete="address-line2"
        maxLength={200}
        registration={register('line2')}
        problem={problem('line2')}
      />
      <TextField
        id={`${id}-pincode`}
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        registration={digitsOnly(pincodeField, 6)}
        problem={pincodeProblem}
        hint={
          check.status === 'checking' && (
            <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
              Checking pincode…
            </p>
          )
        }
      />
      {check.status === 'problem' && check.retry && (
        <button type="button" onClick={check.retry} className="self-start text-sm font-medium underline">
          Check pincode again
        </button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-city`}
          label="City"
          autoComplete="address-level2"
          maxLength={100}
          readOnly={Boolean(found)}
          registration={register('city')}
          problem={problem('city')}
        />
        <StateField
          id={`${id}-state`}
          readOnly={Boolean(found)}
          registration={register('state')}
          problem={problem('state')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField id={`${id}-phone`} registration={register('phone')} problem={problem('phone')} />
        <FormField id={`${id}-country`} label="Country">
          <input id={`${id}-country`} value="India" readOnly className={inputClass} />
        </FormField>
      </div>
      {formMessage && (
        <p id={formMessageId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {formMessage}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || check.status === 'checking'} variant="primary">
          {isSubmitting ? 'Saving…' : address ? 'Update address' : 'Save address'}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} variant="secondary">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
