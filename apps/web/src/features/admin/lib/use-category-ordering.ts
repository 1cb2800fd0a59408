import type { AdminCategory } from '@svarna/contracts';
import { useMemo, useState } from 'react';
import { useOrderCategories } from '../api/admin-categories';
import { type CategoryOrder, categoryOrder, changedSiblingLists, reconcileOrder } from './category-order';
import { moveItem } from './reorder';

/**
 * The owner's moves, kept here until 'Save order' sends each changed sibling list; a failed send keeps
 * them. A newer list from the server (a category added) keeps the moves too.
 */
export function useCategoryOrdering(categories: readonly AdminCategory[]) {
  const saved = useMemo(() => categoryOrder(categories), [categories]);
  const [moved, setMoved] = useState<CategoryOrder | null>(null);
  const order = moved ? reconcileOrder(moved, saved) : saved;
  const changed = changedSiblingLists(saved, order);
  const sendOrder = useOrderCategories();

  const move = (parent: string, index: number, offset: -1 | 1) =>
    setMoved({ ...order, [parent]: moveItem(order[parent] ?? [], index, offset) });

  const save = async () => {
    for (const ids of changed) await sendOrder.mutateAsync({ ids });
    setMoved(null);
  };

  return { order, changed: changed.length > 0, move, save, undo: () => setMoved(null) };
}
