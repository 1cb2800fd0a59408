import type { Collection } from '@svarna/contracts';

interface CollectionChipsProps {
  collections: Collection[];
  /** slug of the chosen collection, or null for all products */
  selected: string | null;
  onSelect: (slug: string | null) => void;
}

const chip =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none';
const chipOff =
  'border-stone-300 bg-white text-stone-900 hover:border-stone-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:border-stone-400';
const chipOn =
  'border-stone-900 bg-stone-900 text-white dark:border-stone-100 dark:bg-stone-100 dark:text-stone-900';

/** 'All' plus one chip per collection that is live now; choosing one switches the product source. */
export function CollectionChips({ collections, selected, onSelect }: CollectionChipsProps) {
  const live = collections.filter((c) => c.isAvailable);
  if (live.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Collections</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2">
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={`${chip} ${selected === null ? chipOn : chipOff}`}
        >
          All
        </button>
        {live.map((collection) => (
          <button
            key={collection._id}
            type="button"
            aria-pressed={selected === collection.slug}
            onClick={() => onSelect(collection.slug)}
            className={`${chip} ${selected === collection.slug ? chipOn : chipOff}`}
          >
            {collection.title}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
