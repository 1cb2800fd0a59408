import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Several search triggers exist at once (desktop header, mobile menu), but the overlay must render once,
 * from a trigger that stays mounted while it is open (the mobile menu closes as search opens). Each mounted
 * trigger registers; the earliest still mounted hosts the overlay.
 */
export function createHostRegistry() {
  const hosts: string[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    register(id: string) {
      hosts.push(id);
      notify();
      return () => {
        const index = hosts.indexOf(id);
        if (index >= 0) hosts.splice(index, 1);
        notify();
      };
    },
    current: (): string | null => hosts[0] ?? null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const registry = createHostRegistry();

/** Whether the calling trigger is the one that renders the overlay. */
export function useIsOverlayHost(): boolean {
  const id = useId();
  useEffect(() => registry.register(id), [id]);
  const host = useSyncExternalStore(registry.subscribe, registry.current, () => null);
  return host === id;
}
