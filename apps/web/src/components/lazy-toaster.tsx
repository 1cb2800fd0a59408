import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, notifyToasterReady } from '../lib/toast';

/** Spec defaults: bottom-right, 3 visible, 4000 ms, 14 px gap. */
const Toaster = lazy(() =>
  loadSonner().then((m) => ({
    default: function ReadyToaster({ theme }: { theme: 'light' | 'dark' }) {
      useEffect(() => notifyToasterReady(), []);
      return (
        <m.Toaster
          position="bottom-right"
          visibleToasts={3}
          duration={4000}
          gap={14}
          theme={theme}
          closeButton
        />
      );
    },
  })),
);

export function LazyToaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
