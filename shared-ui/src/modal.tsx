import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogOnScreen } from '@arcade/platform';
import { FOCUSABLE, keepTabInside, rememberFocus } from './focus';

export interface ModalProps {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  /** When false, neither the backdrop, Escape nor a close button dismisses it. */
  dismissible?: boolean;
  labelledBy?: string;
}

/**
 * Accessible modal dialog: focus moves in, is trapped, and returns on close to where it was (or, when that
 * element is gone, to the nearest place still on the page: see rememberFocus).
 */
export function Modal({ title, onClose, children, dismissible = true }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The modal coordinator knows every dialog on screen: notification popups wait for it (issue 28).
  useDialogOnScreen();

  useEffect(() => {
    const restore = rememberFocus();
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return restore;
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      // Only the topmost dialog answers the keyboard.
      const open = document.querySelectorAll('.ui-modal');
      if (open[open.length - 1] !== dialog) return;
      if (e.key === 'Escape' && dismissible && onClose) {
        e.stopPropagation();
        onClose();
      }
      keepTabInside(dialog, e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismissible, onClose]);

  return createPortal(
    <div
      className="ui-modal__backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible && onClose) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="ui-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {dismissible && onClose ? (
          <button
            type="button"
            className="ui-btn ui-btn--ghost ui-modal__close"
            aria-label="Close"
            onClick={onClose}
          >
            ×
          </button>
        ) : null}
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
