import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useDebouncedCallback } from '../../../lib/debounce';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useStores } from '../api/get-stores';
import { StoreCard } from '../components/store-card';
import { StoreDetail } from '../components/store-detail';
import {
  INVALID_PINCODE_MESSAGE,
  isCompletePincode,
  isPlausiblePincode,
  SAMPLE_PINCODE,
  sanitizePincode,
} from '../lib/pincode';

/** The lookup starts 500 ms after the sixth digit. */
export const STORE_SEARCH_DEBOUNCE_MS = 500;
export const FETCH_STORES_FAILED = 'Failed to fetch stores. Please try again.';
export const NO_STORES_FOUND = 'No stores found near this PIN code. Please try another location.';

/** /store, /store-locator and /locator-result: find the stores nearest a 6-digit pin code. */
export function StoreLocatorPage() {
  useDocumentTitle('Store Locator');
  const [params, setParams] = useSearchParams();
  const fromUrl = sanitizePincode(params.get('pin') ?? '');
  const [pin, setPin] = useState(fromUrl);
  const [searchedPin, setSearchedPin] = useState<string | null>(isCompletePincode(fromUrl) ? fromUrl : null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const detailRef = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  // A pin code that cannot exist (leading 0) is never sent: nothing can be near it.
  const stores = useStores(searchedPin && isPlausiblePincode(searchedPin) ? searchedPin : null);
  const list = stores.data ?? [];
  const selected = list.find((s) => s._id === selectedId) ?? list[0] ?? null;
  const noneFound =
    searchedPin !== null && (!isPlausiblePincode(searchedPin) || (stores.isSuccess && list.length === 0));

  const search = (value: string) => {
    debounced.cancel();
    setInvalid(false);
    setSelectedId(null);
    setSearchedPin(value);
    setParams({ pin: value }, { replace: true, preventScrollReset: true });
  };
  const debounced = useDebouncedCallback(search, STORE_SEARCH_DEBOUNCE_MS);

  function onChange(value: string) {
    const next = sanitizePincode(value);
    setPin(next);
    setInvalid(false);
    if (isCompletePincode(next)) debounced.schedule(next);
    else debounced.cancel();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCompletePincode(pin)) {
      setInvalid(true);
      return;
    }
    if (pin === searchedPin && stores.isError) void stores.refetch();
    search(pin);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:py-12">
      <h1 className="text-2xl font-semibold lg:text-3xl">Find a Store Near You</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Enter your PIN code to see our stores nearest to you.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-6 max-w-xl">
        <label htmlFor="store-pincode" className="mb-1 block font-medium">
          PIN code
        </label>
        <div className="flex gap-2">
          <input
            id="store-pincode"
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="e.g. 122018"
            value={pin}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'store-pincode-error' : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 text-lg tracking-widest dark:border-stone-500 dark:bg-stone-900"
          />
          <Button type="submit" variant="primary" className="gap-2">
            <Search aria-hidden="true" className="size-4" />
            Find Stores
          </Button>
        </div>
        {invalid && (
          <p id="store-pincode-error" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {INVALID_PINCODE_MESSAGE}
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            setPin(SAMPLE_PINCODE);
            search(SAMPLE_PINCODE);
          }}
          className="mt-3 text-sm font-medium underline underline-offset-2 hover:no-underline"
        >
          Try {SAMPLE_PINCODE} (Mumbai)
        </button>
      </form>

      <div aria-live="polite" className="mt-8">
        {searchedPin === null && (
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-stone-300 p-6 text-stone-700 dark:border-stone-600 dark:text-stone-300">
            <MapPin aria-hidden="true" className="size-6 shrink-0" />
            <p>Enter a 6-digit PIN code to find stores near you.</p>
          </div>
        )}
        {stores.isFetching && list.length === 0 && (
          <Spinner label="Finding stores" className="flex justify-center py-8" />
        )}
        {stores.isError && !stores.isFetching && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
            {FETCH_STORES_FAILED}
          </p>
        )}
        {noneFound && (
          <p className="rounded-lg bg-stone-100 p-4 text-stone-800 dark:bg-stone-900 dark:text-stone-200">
            {NO_STORES_FOUND}
          </p>
        )}
        {list.length > 0 && searchedPin && (
          <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">
            {list.length === 1 ? '1 store' : `${list.length} stores`} near {searchedPin}
          </p>
        )}
      </div>

      {list.length > 0 && selected && (
        // The selected store comes first on small screens, beside the list (sticky) on large ones.
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div
            ref={detailRef}
            className="scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
          >
            <StoreDetail store={selected} />
          </div>
          <ul aria-label="Stores" className="space-y-3 lg:col-start-1 lg:row-start-1">
            {list.map((store) => (
              <li key={store._id}>
                <StoreCard
                  store={store}
                  selected={store._id === selected._id}
                  onSelect={() => {
                    setSelectedId(store._id);
                    detailRef.current?.scrollIntoView({
                      block: 'nearest',
                      behavior: reduceMotion ? 'auto' : 'smooth',
                    });
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
