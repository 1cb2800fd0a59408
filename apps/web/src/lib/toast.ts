/**
 * Toasts without Sonner in the initial bundle: the library loads on demand, and a toast raised before
 * the Toaster is mounted waits for it (see components/lazy-toaster.tsx).
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

function show(kind: 'success' | 'error' | 'message', message: string): void {
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
