import { useEffect, useMemo, useRef } from 'react';

export interface Debouncer<A extends unknown[]> {
  /** (re)start the wait; the last call's arguments win */
  schedule(...args: A): void;
  /** drop a pending call */
  cancel(): void;
  /** whether a call is waiting */
  pending(): boolean;
}

/** Runs `fn` once `ms` have passed without another `schedule` call. */
export function createDebouncer<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(...args: A) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fn(...args);
      }, ms);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    pending: () => timer !== undefined,
  };
}

/**
 * A debounced callback for components: always calls the latest `fn`, and a pending call is dropped when
 * the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debouncer<A> {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const debouncer = useMemo(() => createDebouncer<A>((...args) => fnRef.current(...args), ms), [ms]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
