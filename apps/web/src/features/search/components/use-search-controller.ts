import { useNavigate } from 'react-router';
import { useDebouncedCallback } from '../../../lib/debounce';
import { paths } from '../../../lib/paths';
import { useSearchProducts } from '../lib/overlay-search';
import { cycleIndex, dispatchSearch, type SearchMode, useSearchState } from '../search-state';

/** A search runs 700 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 700;

/** Everything the mobile and desktop overlays share: typing, debounce, submit, category, results. */
export function useSearchController(mode: SearchMode) {
  const navigate = useNavigate();
  const query = useSearchState((s) => s.query);
  const term = useSearchState((s) => s.term);
  const category = useSearchState((s) => s.category);
  const activeIndex = useSearchState((s) => s.activeIndex);
  const search = useSearchProducts({ term, category });
  const debounced = useDebouncedCallback((text: string) => {
    if (text.trim()) dispatchSearch({ type: 'searched', term: text });
  }, SEARCH_DEBOUNCE_MS);

  const results = term ? (search.data ?? []) : [];
  const loading = term !== '' && search.isFetching && !search.data;
  const highlighted = results.length > 0 ? Math.min(Math.max(activeIndex, 0), results.length - 1) : -1;

  const close = () => {
    debounced.cancel();
    dispatchSearch({ type: 'closed', mode });
  };

  return {
    query,
    term,
    category,
    results,
    loading,
    /** a search ran and found nothing */
    empty: term !== '' && !loading && results.length === 0,
    highlighted,
    onQueryChange(text: string) {
      dispatchSearch({ type: 'typed', query: text });
      if (text.trim()) {
        debounced.schedule(text);
      } else {
        // nothing to search for: no request, no stale results
        debounced.cancel();
        dispatchSearch({ type: 'searched', term: '' });
      }
    },
    /** Enter or the search button: search now when the trimmed query is non-empty. */
    submit() {
      if (!query.trim()) return;
      debounced.cancel();
      dispatchSearch({ type: 'searched', term: query });
    },
    /** the query typed has not been searched yet (debounce waiting) */
    isStale: () => query.trim() !== term,
    clear() {
      debounced.cancel();
      dispatchSearch({ type: 'cleared' });
    },
    chooseCategory(next: string | null) {
      dispatchSearch({ type: 'categoryChosen', category: next });
    },
    highlight(index: number) {
      dispatchSearch({ type: 'highlighted', index });
    },
    move(delta: 1 | -1) {
      dispatchSearch({ type: 'highlighted', index: cycleIndex(highlighted, delta, results.length) });
    },
    close,
    openResult(slug: string) {
      close();
      navigate(paths.product.to(slug));
    },
  };
}

export type SearchController = ReturnType<typeof useSearchController>;
