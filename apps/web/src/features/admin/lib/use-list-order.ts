import { useState } from 'react';
import { moveItem } from './reorder';

/**
 * A list's order as the owner moves it, kept until saved or undone; a newer list from the server keeps the
 * moves (items gone are dropped, new ones come last).
 */
export function useListOrder<T extends { _id: string }>(items: readonly T[]) {
  const [moved, setMoved] = useState<string[] | null>(null);
  const savedIds = items.map((item) => item._id);
  const kept = (moved ?? []).filter((id) => savedIds.includes(id));
  const ids = moved ? [...kept, ...savedIds.filter((id) => !kept.includes(id))] : savedIds;
  const byId = new Map(items.map((item) => [item._id, item]));
  return {
    ordered: ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined),
    ids,
    changed: ids.join() !== savedIds.join(),
    move: (index: number, offset: -1 | 1) => setMoved(moveItem(ids, index, offset)),
    reset: () => setMoved(null),
  };
}
