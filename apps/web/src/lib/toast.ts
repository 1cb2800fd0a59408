/**
 * Toasts without Sonner in the initial bundle or the first seconds of a page: the Toaster mounts when the
 * first toast is raised (app/providers.tsx watches `toasterWanted`), and that toast waits for it
 * (see components/lazy-toaster.tsx). Mounting it on every page cost a phone about 80 ms of main thread
 * right after hydration.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster once it is mounted and listening. */
export const notifyToasterReady = () => markReady();

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast has been raised on this page yet; subscribe with `onToasterWanted`. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function show(kind: 'success' | 'error' | 'message', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  void Promise.all([loadSonner(), toasterReady])
    .then(([m]) => {
      if (kind === 'message') m.toast(message);
      else m.toast[kind](message);
    })
    .catch((error: unknown) => console.error('Toast failed', message, error));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  message: (message: string) => show('message', message),
};
