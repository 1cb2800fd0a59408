import { SEARCH_CATEGORIES } from '../lib/search-display';

interface CategoryChipsProps {
  selected: string | null;
  onChange: (category: string | null) => void;
  className?: string;
}

/** Optional category filter: toggle chips; choosing the selected one again clears it. */
export function CategoryChips({ selected, onChange, className = '' }: CategoryChipsProps) {
  return (
    <fieldset className={`flex gap-2 ${className}`}>
      <legend className="sr-only">Filter by category</legend>
      {SEARCH_CATEGORIES.map((category) => {
        const active = selected === category.value;
        return (
          <button
            key={category.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : category.value)}
            className={`min-h-9 shrink-0 rounded-full border px-3 py-1 text-sm ${
              active
                ? 'border-brand bg-brand text-on-brand'
                : 'border-stone-300 text-stone-800 hover:border-stone-500 dark:border-stone-600 dark:text-stone-200'
            }`}
          >
            {category.label}
          </button>
        );
      })}
    </fieldset>
  );
}
