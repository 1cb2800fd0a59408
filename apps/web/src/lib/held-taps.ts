declare global {
  interface Window {
    /** buttons tapped before hydration, held by index.html's inline script */
    __heldTaps?: HTMLElement[];
  }
}

/**
 * Marks the page interactive (`<html data-hydrated>`, which journeys wait for too) and replays, in order,
 * the taps index.html's inline script held while the app was still hydrating. A held button the app has
 * since removed is skipped.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
  const held = window.__heldTaps?.splice(0) ?? [];
  for (const button of held) if (button.isConnected) button.click();
}
