import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalFocusOptions {
  /** called on Escape */
  onClose: () => void;
  /** what gets focus on open; else the first focusable element, else the panel */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal behaviour for a dialog panel that is mounted while open (Sheet, ModalDialog, the search overlays):
 * focus moves inside and is trapped, Escape closes, page scroll is locked, and focus returns to whatever
 * opened it when the panel unmounts.
 */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, options: ModalFocusOptions): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const initial = optionsRef.current.initialFocus?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (initial ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        optionsRef.current.onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      // Focus goes back to the opener unless something else (another dialog) has already taken it.
      const active = document.activeElement;
      const focusLost = !active || active === document.body || panel?.contains(active);
      if (focusLost && opener?.isConnected) opener.focus();
    };
  }, [panelRef]);
}
