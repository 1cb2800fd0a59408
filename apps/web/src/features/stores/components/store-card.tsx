import type { StoreWithDistance } from '@svarna/contracts';
import { Clock, MapPin, Phone } from 'lucide-react';
import { distanceLabel, telHref } from '../lib/store-display';

interface StoreCardProps {
  store: StoreWithDistance;
  selected: boolean;
  onSelect: () => void;
}

/** One store in the list; the whole card selects it, the phone stays its own link. */
export function StoreCard({ store, selected, onSelect }: StoreCardProps) {
  const distance = distanceLabel(store.distance);
  return (
    <article
      data-testid="store-card"
      data-selected={selected}
      className={`relative rounded-lg border p-4 ${
        selected
          ? 'border-brand bg-stone-50 ring-2 ring-brand dark:bg-stone-900'
          : 'border-stone-200 hover:border-stone-400 dark:border-stone-700 dark:hover:border-stone-500'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">
          <button
            type="button"
            aria-pressed={selected}
            onClick={onSelect}
            className="text-left after:absolute after:inset-0 after:rounded-lg hover:underline"
          >
            {store.name}
          </button>
        </h3>
        {distance && (
          <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-200">
            {distance}
          </span>
        )}
      </div>
      <address className="mt-2 space-y-1 text-sm text-stone-700 not-italic dark:text-stone-300">
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {store.address}, {store.city}, {store.state} - {store.pincode}
          </span>
        </p>
        <p className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <a href={telHref(store.phone)} className="relative z-10 underline-offset-2 hover:underline">
            {store.phone}
          </a>
        </p>
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{store.timings}</span>
        </p>
      </address>
    </article>
  );
}
