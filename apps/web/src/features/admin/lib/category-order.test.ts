import type { AdminCategory } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOrder, changedSiblingLists, reconcileOrder } from './category-order';

const category = (_id: string, parentId: string | null, position: number): AdminCategory => ({
  _id,
  version: 1,
  name: `Category ${_id}`,
  slug: `category-${_id}`,
  description: '',
  parentId,
  image: null,
  position,
  productCount: 0,
});

describe('category order', () => {
  const categories = [category('1', null, 1), category('2', null, 0), category('3', '1', 0)];

  it('groups siblings under their parent, by position', () => {
    expect(categoryOrder(categories)).toEqual({ '': ['2', '1'], '1': ['3'] });
  });

  it('names only the sibling lists that changed', () => {
    const saved = categoryOrder([...categories, category('4', '1', 1)]);
    expect(changedSiblingLists(saved, saved)).toEqual([]);
    expect(changedSiblingLists(saved, { ...saved, '1': ['4', '3'] })).toEqual([['4', '3']]);
  });

  it("keeps the owner's unsaved order over a newer list", () => {
    const moved = { '': ['1', '2'], '1': ['3'] };
    const saved = { '': ['2', '5'], '1': ['3', '4'] };
    expect(reconcileOrder(moved, saved)).toEqual({ '': ['2', '5'], '1': ['3', '4'] });
    expect(reconcileOrder({ '': ['5', '2'] }, saved)).toEqual({ '': ['5', '2'], '1': ['3', '4'] });
  });
});
