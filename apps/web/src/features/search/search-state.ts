import { useSyncExternalStore } from 'react';

/**
 * The search overlay's UI state. Mobile (full screen) and desktop (modal) open separately; closing either
 * clears the query, the results (the committed term) and the selection (category and highlight).
 *
 * It lives in a small store of this feature rather than in the app's Redux store: the trigger that opens
 * the overlay may sit in the mobile menu, which unmounts as the overlay opens.
 */
export type SearchMode = 'desktop' | 'mobile';

export interface SearchState {
  desktopOpen: boolean;
  mobileOpen: boolean;
  /** what is typed */
  query: string;
  /** the search that runs: a trimmed, non-empty query once committed, else '' (no search) */
  term: string;
  /** chosen category filter (its name as given), or null */
  category: string | null;
  /** highlighted result (desktop); clamped to the results shown */
  activeIndex: number;
}

export type SearchAction =
  | { type: 'opened'; mode: SearchMode }
  | { type: 'closed'; mode: SearchMode }
  | { type: 'typed'; query: string }
  | { type: 'searched'; term: string }
  | { type: 'cleared' }
  | { type: 'categoryChosen'; category: string | null }
  | { type: 'highlighted'; index: number };

export const initialSearchState: SearchState = {
  desktopOpen: false,
  mobileOpen: false,
  query: '',
  term: '',
  category: null,
  activeIndex: 0,
};

/** Next highlighted index, wrapping at both ends; -1 when there is nothing to highlight. */
export function cycleIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}

const cleared = { query: '', term: '', category: null, activeIndex: 0 } as const;

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'opened':
      return action.mode === 'desktop' ? { ...state, desktopOpen: true } : { ...state, mobileOpen: true };
    case 'closed':
      return {
        ...state,
        ...cleared,
        ...(action.mode === 'desktop' ? { desktopOpen: false } : { mobileOpen: false }),
      };
    case 'typed':
      // Typing clears any chosen category filter.
      return { ...state, query: action.query, category: null };
    case 'searched': {
      // A search runs only on a non-empty trimmed query; an empty one clears the results.
      const term = action.term.trim();
      return { ...state, term, activeIndex: 0 };
    }
    case 'cleared':
      return { ...state, query: '', term: '', activeIndex: 0 };
    case 'categoryChosen':
      return { ...state, category: action.category, activeIndex: 0 };
    case 'highlighted':
      return { ...state, activeIndex: action.index };
  }
}

export interface SearchStore {
  getState(): SearchState;
  dispatch(action: SearchAction): void;
  subscribe(listener: () => void): () => void;
}

export function createSearchStore(initial: SearchState = initialSearchState): SearchStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = searchReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The storefront's one search state. */
export const searchStore = createSearchStore();

export function useSearchState<T>(select: (state: SearchState) => T): T {
  return useSyncExternalStore(
    searchStore.subscribe,
    () => select(searchStore.getState()),
    () => select(initialSearchState),
  );
}

export const dispatchSearch = (action: SearchAction) => searchStore.dispatch(action);
