import type { AdminCategory } from '@svarna/contracts';

/** Sibling lists by parent: '' holds the top-level categories; each parent id its subcategories. */
export type CategoryOrder = Record<string, string[]>;

export const TOP_LEVEL = '';

/** The server's order (top-level categories, each followed by its subcategories, by position). */
export function categoryOrder(categories: readonly AdminCategory[]): CategoryOrder {
  const order: CategoryOrder = { [TOP_LEVEL]: [] };
  const sorted = [...categories].sort((a, b) => a.position - b.position);
  for (const category of sorted) {
    const parent = category.parentId ?? TOP_LEVEL;
    order[parent] = [...(order[parent] ?? []), category._id];
  }
  return order;
}

/**
 * The sibling lists whose order differs from the saved one, the top level first: each is one
 * `PUT /admin/categories/order`.
 */
export function changedSiblingLists(saved: CategoryOrder, current: CategoryOrder): string[][] {
  const { [TOP_LEVEL]: top = [], ...children } = current;
  return [[TOP_LEVEL, top] as const, ...Object.entries(children)]
    .filter(([parent, ids]) => ids.join() !== (saved[parent] ?? []).join())
    .map(([, ids]) => ids);
}

/** The owner's unsaved order laid over a newer list: removed ids dropped, new ones last. */
export function reconcileOrder(moved: CategoryOrder, saved: CategoryOrder): CategoryOrder {
  const next: CategoryOrder = {};
  for (const [parent, ids] of Object.entries(saved)) {
    const kept = (moved[parent] ?? []).filter((id) => ids.includes(id));
    next[parent] = [...kept, ...ids.filter((id) => !kept.includes(id))];
  }
  return next;
}
