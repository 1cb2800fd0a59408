import { COD_ADVANCE_RUPEES, type PaymentMethod } from '@svarna/contracts';
import { useId } from 'react';

const OPTIONS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'razorpay', label: 'Prepaid', note: 'Pay the full amount online now' },
  {
    value: 'cod',
    label: 'Cash on Delivery',
    note: `Pay ₹${COD_ADVANCE_RUPEES} advance now, the rest on delivery`,
  },
];

interface PaymentMethodChoiceProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  /** 'toggle': two halves of one bar (phone); 'radios': a list with a line each (desktop) */
  appearance: 'toggle' | 'radios';
}

/** Prepaid or Cash on Delivery, as one radio group with its legend. */
export function PaymentMethodChoice({ method, onChange, disabled, appearance }: PaymentMethodChoiceProps) {
  const name = useId();
  const toggle = appearance === 'toggle';
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className={toggle ? 'sr-only' : 'mb-2 text-lg font-semibold'}>Payment type</legend>
      <div
        className={
          toggle ? 'grid grid-cols-2 gap-1 rounded-md bg-stone-100 p-1 dark:bg-stone-800' : 'grid gap-2'
        }
      >
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={
              toggle
                ? 'flex min-h-10 cursor-pointer items-center justify-center rounded px-2 text-center text-sm font-medium has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-blue-600'
                : 'flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 p-3 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand dark:border-stone-600'
            }
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={method === option.value}
              onChange={() => onChange(option.value)}
              className={toggle ? 'sr-only' : 'mt-1 size-4 accent-brand'}
            />
            {toggle ? (
              option.label
            ) : (
              <span>
                <span className="block font-medium">{option.label}</span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">{option.note}</span>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
