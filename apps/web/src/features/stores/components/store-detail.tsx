import type { StoreWithDistance } from '@svarna/contracts';
import { Clock, ExternalLink, MapPin, Navigation, Phone } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { directionsUrl, distanceLabel, telHref } from '../lib/store-display';

/** The selected store: full details and directions. */
export function StoreDetail({ store }: { store: StoreWithDistance }) {
  const distance = distanceLabel(store.distance);
  return (
    <section
      aria-labelledby="selected-store-name"
      data-testid="store-detail"
      className="rounded-xl border border-stone-200 p-5 dark:border-stone-700"
    >
      <p className="text-xs font-semibold tracking-wide text-stone-700 uppercase dark:text-stone-300">
        Selected store
      </p>
      <h2 id="selected-store-name" className="mt-1 text-xl font-semibold">
        {store.name}
      </h2>
      {distance && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{distance}</p>}
      <address className="mt-4 space-y-3 not-italic">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {store.address}
            <br />
            {store.city}, {store.state} - {store.pincode}
          </span>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <a href={telHref(store.phone)} className="underline underline-offset-2">
            {store.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{store.timings}</span>
        </p>
      </address>
      <a
        href={directionsUrl(store)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ className: 'mt-5 gap-2' })}
      >
        <Navigation aria-hidden="true" className="size-4" />
        Get directions
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}
