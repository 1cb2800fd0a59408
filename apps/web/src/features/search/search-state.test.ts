import { describe, expect, it } from 'vitest';
import {
  createSearchStore,
  cycleIndex,
  initialSearchState,
  type SearchState,
  searchReducer,
} from './search-state';

const reduce = (state: SearchState, ...actions: Parameters<typeof searchReducer>[1][]) =>
  actions.reduce(searchReducer, state);

describe('cycleIndex', () => {
  it('moves down and wraps from the last result to the first', () => {
    expect(cycleIndex(0, 1, 3)).toBe(1);
    expect(cycleIndex(2, 1, 3)).toBe(0);
  });

  it('moves up and wraps from the first result to the last', () => {
    expect(cycleIndex(1, -1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
  });

  it('starts at an end when nothing valid is highlighted, and is -1 with no results', () => {
    expect(cycleIndex(-1, 1, 4)).toBe(0);
    expect(cycleIndex(-1, -1, 4)).toBe(3);
    expect(cycleIndex(7, 1, 4)).toBe(0);
    expect(cycleIndex(0, 1, 0)).toBe(-1);
  });

  it('stays on the only result', () => {
    expect(cycleIndex(0, 1, 1)).toBe(0);
    expect(cycleIndex(0, -1, 1)).toBe(0);
  });
});

describe('searchReducer', () => {
  it('opens mobile and desktop separately', () => {
    const desktop = reduce(initialSearchState, { type: 'opened', mode: 'desktop' });
    expect(desktop).toMatchObject({ desktopOpen: true, mobileOpen: false });
    const both = reduce(desktop, { type: 'opened', mode: 'mobile' });
    expect(both).toMatchObject({ desktopOpen: true, mobileOpen: true });
    expect(reduce(both, { type: 'closed', mode: 'mobile' })).toMatchObject({
      desktopOpen: true,
      mobileOpen: false,
    });
  });

  it('closing clears the query, the results and the selection', () => {
    const busy = reduce(
      initialSearchState,
      { type: 'opened', mode: 'desktop' },
      { type: 'typed', query: 'ring' },
      { type: 'searched', term: 'ring' },
      { type: 'categoryChosen', category: 'Rings' },
      { type: 'highlighted', index: 3 },
    );
    expect(busy).toMatchObject({ query: 'ring', term: 'ring', category: 'Rings', activeIndex: 3 });
    expect(reduce(busy, { type: 'closed', mode: 'desktop' })).toEqual(initialSearchState);
  });

  it('typing clears the chosen category but keeps the running search until it is committed', () => {
    const state = reduce(
      initialSearchState,
      { type: 'typed', query: 'gold' },
      { type: 'searched', term: 'gold' },
      { type: 'categoryChosen', category: 'Bangle' },
      { type: 'typed', query: 'gold b' },
    );
    expect(state).toMatchObject({ query: 'gold b', term: 'gold', category: null });
  });

  it('commits a trimmed term and highlights the first result', () => {
    const state = reduce(
      initialSearchState,
      { type: 'highlighted', index: 4 },
      { type: 'searched', term: '  ring ' },
    );
    expect(state).toMatchObject({ term: 'ring', activeIndex: 0 });
    expect(reduce(state, { type: 'searched', term: '   ' }).term).toBe('');
  });

  it('clear empties the query and results but keeps the overlay open', () => {
    const state = reduce(
      initialSearchState,
      { type: 'opened', mode: 'mobile' },
      { type: 'typed', query: 'x' },
      { type: 'searched', term: 'x' },
      { type: 'cleared' },
    );
    expect(state).toMatchObject({ mobileOpen: true, query: '', term: '' });
  });
});

describe('createSearchStore', () => {
  it('notifies subscribers on change only', () => {
    const store = createSearchStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.dispatch({ type: 'opened', mode: 'desktop' });
    expect(calls).toBe(1);
    expect(store.getState().desktopOpen).toBe(true);
    unsubscribe();
    store.dispatch({ type: 'closed', mode: 'desktop' });
    expect(calls).toBe(1);
  });
});
