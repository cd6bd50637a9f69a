import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useDialogOnScreen } from '@arcade/platform';
import { useFocusTrap } from './use-focus-trap';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional footer (actions), kept visible while the body scrolls. */
  footer?: ReactNode;
}

/**
 * Bottom sheet for phones (a centred panel from 720px up): a modal dialog with the same keyboard contract as Modal:
 * focus moves in and is trapped, Escape, the backdrop and the close button dismiss it, focus returns to the opener.
 */
export function Sheet({ title, onClose, children, footer }: SheetProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const reduce = usePrefersReducedMotion();
  useFocusTrap(ref, onClose);
  useDialogOnScreen();
  return createPortal(
    <div
      className="ui-sheet__backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={`ui-sheet${reduce ? ' ui-motion-reduce' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ui-sheet__grip" aria-hidden="true" />
        <div className="ui-sheet__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="ui-btn ui-btn--ghost ui-sheet__close"
            aria-label="Close"
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="ui-sheet__body">{children}</div>
        {footer ? <div className="ui-sheet__foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
