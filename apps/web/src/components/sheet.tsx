import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog */
  labelledBy: string;
  side: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/**
 * A modal slide-over: role=dialog with aria-modal, focus moved inside and trapped, Escape and the backdrop
 * close it, and focus returns to whatever opened it.
 */
export function Sheet(props: SheetProps) {
  return props.open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({ onClose, labelledBy, side, children, className = '' }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, { onClose });
  // Portalled to <body>: an ancestor with a filter or backdrop-filter (the sticky header) would otherwise
  // become the containing block of this fixed overlay.
  return createPortal(
    <div className="fixed inset-0 z-50">
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
        className={`absolute inset-y-0 flex w-full max-w-sm flex-col bg-white text-stone-900 shadow-xl outline-none dark:bg-stone-900 dark:text-stone-100 ${
          side === 'right'
            ? 'right-0 motion-safe:animate-slide-in-right'
            : 'left-0 motion-safe:animate-slide-in-left'
        } ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
