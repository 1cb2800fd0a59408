import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

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
export function ModalDialog(props: ModalDialogProps) {
  return props.open ? <OpenModalDialog {...props} /> : null;
}

function OpenModalDialog({
  onClose,
  labelledBy,
  placement = 'center',
  children,
  className = '',
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, { onClose });
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
