import type { ProductSort } from '@svarna/contracts';
import { useId } from 'react';
import type { SortOption } from '../lib/shop-query';

interface SortProps {
  options: SortOption[];
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** Desktop: a labelled select that applies at once. */
export function SortSelect({ options, value, onChange }: SortProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as ProductSort)}
        className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm dark:border-stone-600 dark:bg-stone-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Mobile sort sheet body: one radio per sort; choosing one applies it. */
export function SortRadios({ options, value, onChange }: SortProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col">
      <legend className="sr-only">Sort by</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-12 cursor-pointer items-center gap-3 border-b border-stone-200 last:border-b-0 dark:border-stone-700"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-stone-900 dark:accent-stone-100"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
