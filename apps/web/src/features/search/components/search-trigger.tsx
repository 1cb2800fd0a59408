import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useIsOverlayHost } from '../lib/overlay-host';
import { dispatchSearch, useSearchState } from '../search-state';

export const SEARCH_HINTS = ['Choker', 'Necklace', 'Pendant', 'Rings', 'Bracelet', 'Bangle'] as const;
export const HINT_ROTATION_MS = 3000;
export const HINT_FADE_MS = 300;
/** The desktop breakpoint: the modal from 1024 px, the full-screen search below. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

// The overlays are their own chunk, fetched on first open (or when the pointer nears a trigger).
const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(loadOverlay);
const preloadOverlay = () => {
  void loadOverlay();
};

/** Rotating 'Search {word}' hint: a new word every 3 s with a 300 ms fade (no fade with reduced motion). */
function useRotatingHint(): { word: string; visible: boolean } {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let fadeTimer: number | undefined;
    const interval = window.setInterval(() => {
      if (reduceMotion) {
        setIndex((i) => (i + 1) % SEARCH_HINTS.length);
        return;
      }
      setVisible(false);
      fadeTimer = window.setTimeout(() => {
        setIndex((i) => (i + 1) % SEARCH_HINTS.length);
        setVisible(true);
      }, HINT_FADE_MS);
    }, HINT_ROTATION_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(fadeTimer);
    };
  }, [reduceMotion]);

  return { word: SEARCH_HINTS[index] ?? SEARCH_HINTS[0], visible };
}

const isDesktop = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY).matches
    : true;

/** Opens search: the modal on desktop, the full-screen search on mobile. `onOpen` runs first (menus close). */
export function SearchTrigger({ className = '', onOpen }: { className?: string; onOpen?: () => void }) {
  const { word, visible } = useRotatingHint();
  const isHost = useIsOverlayHost();
  const anyOpen = useSearchState((s) => s.desktopOpen || s.mobileOpen);
  return (
    <>
      <button
        type="button"
        aria-label="Search products"
        aria-haspopup="dialog"
        data-testid="search-trigger"
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
        onClick={() => {
          onOpen?.();
          dispatchSearch({ type: 'opened', mode: isDesktop() ? 'desktop' : 'mobile' });
        }}
        className={`flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-stone-50 px-4 py-2 text-left text-stone-700 hover:border-stone-500 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-200 ${className}`}
      >
        <Search aria-hidden="true" className="size-5 shrink-0" />
        <span aria-hidden="true" className="truncate">
          Search{' '}
          <span
            data-testid="search-hint"
            className="transition-opacity duration-300 motion-reduce:transition-none"
            style={{ opacity: visible ? 1 : 0 }}
          >
            {word}
          </span>
        </span>
      </button>
      {isHost && anyOpen && (
        <Suspense fallback={null}>
          <SearchOverlay />
        </Suspense>
      )}
    </>
  );
}
