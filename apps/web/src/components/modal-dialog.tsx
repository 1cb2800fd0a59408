import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog */
  labelledBy: string;
  /** 'center': a centred modal (quick views); 'bottom': a bottom sheet (mobile sort and filter) */
  placement?: 'center' | 'bottom';
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog centred on the screen or sliding up from the bottom: role=dialog with aria-modal, focus
 * moved inside and trapped, Escape and the backdrop close it, and focus returns to whatever opened it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  placement = 'center',
  children,
  className = '',
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
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
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
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
  }, [open]);

  if (!open) return null;
  const bottom = placement === 'bottom';
  // Portalled to <body>, like the Sheet: a filtered ancestor would otherwise contain this fixed overlay.
  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${bottom ? 'items-end' : 'items-center justify-center p-4'}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/50 motion-safe:animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`relative flex flex-col overflow-y-auto bg-white text-stone-900 shadow-xl outline-none dark:bg-stone-900 dark:text-stone-100 ${
          bottom
            ? 'max-h-[85dvh] w-full rounded-t-2xl motion-safe:animate-fade-in'
            : 'max-h-[90dvh] w-full max-w-3xl rounded-xl motion-safe:animate-fade-in'
        } ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
