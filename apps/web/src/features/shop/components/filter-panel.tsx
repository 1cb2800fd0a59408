import type { Category } from '@svarna/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EMPTY_FILTERS, type ShopFilters } from '../lib/shop-query';

interface FilterPanelProps {
  categories: Category[];
  /** the filters in force; the panel edits a draft of them */
  applied: ShopFilters;
  onApply: (filters: ShopFilters) => void;
  onReset: () => void;
  /** id of an outside heading naming the panel (a sheet's title); without it the panel shows its own */
  labelledBy?: string;
}

/**
 * Category radios and the in-stock checkbox. Changes stay a draft until 'Apply'; 'Reset' clears both
 * the draft and the filters in force.
 */
export function FilterPanel({ categories, applied, onApply, onReset, labelledBy }: FilterPanelProps) {
  const [draft, setDraft] = useState<ShopFilters>(applied);
  // When the filters in force change elsewhere (Apply, Reset, back button), the draft follows them.
  const [seen, setSeen] = useState<ShopFilters>(applied);
  if (seen.category !== applied.category || seen.inStock !== applied.inStock) {
    setSeen(applied);
    setDraft(applied);
  }
  const id = useId();
  const radioName = `${id}-category`;
  return (
    <form
      aria-labelledby={labelledBy ?? `${id}-title`}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      {!labelledBy && (
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Filters
        </h2>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-semibold tracking-wide uppercase">Category</legend>
        <label className="flex min-h-10 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={radioName}
            value=""
            checked={draft.category === null}
            onChange={() => setDraft((d) => ({ ...d, category: null }))}
            className="size-4 accent-stone-900 dark:accent-stone-100"
          />
          All categories
        </label>
        {categories.map((category) => (
          <label key={category._id} className="flex min-h-10 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={radioName}
              value={category._id}
              checked={draft.category === category._id}
              onChange={() => setDraft((d) => ({ ...d, category: category._id }))}
              className="size-4 accent-stone-900 dark:accent-stone-100"
            />
            {category.title}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold tracking-wide uppercase">Availability</legend>
        <label className="flex min-h-10 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={draft.inStock}
            onChange={(event) => {
              const inStock = event.currentTarget.checked;
              setDraft((d) => ({ ...d, inStock }));
            }}
            className="size-4 accent-stone-900 dark:accent-stone-100"
          />
          In stock only
        </label>
      </fieldset>
      <div className="flex gap-3">
        <Button
          type="button"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onReset();
          }}
          variant="secondary"
          className="flex-1"
        >
          Reset
        </Button>
        <Button type="submit" variant="primary" className="flex-1">
          Apply
        </Button>
      </div>
    </form>
  );
}
