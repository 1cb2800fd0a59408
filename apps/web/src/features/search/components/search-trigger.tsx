import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

export const SEARCH_HINTS = ['Choker', 'Necklace', 'Pendant', 'Rings', 'Bracelet', 'Bangle'] as const;
export const HINT_ROTATION_MS = 3000;
const FADE_MS = 300;

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
      }, FADE_MS);
    }, HINT_ROTATION_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(fadeTimer);
    };
  }, [reduceMotion]);

  return { word: SEARCH_HINTS[index] ?? SEARCH_HINTS[0], visible };
}

/** Opens search. For now it goes to the search page; the search overlay comes with the search feature. */
export function SearchTrigger({ className = '', onOpen }: { className?: string; onOpen?: () => void }) {
  const navigate = useNavigate();
  const { word, visible } = useRotatingHint();
  return (
    <button
      type="button"
      aria-label="Search products"
      onClick={() => {
        onOpen?.();
        navigate(paths.search.to());
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
  );
}
